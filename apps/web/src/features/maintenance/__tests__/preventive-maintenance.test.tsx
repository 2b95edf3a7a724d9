import { MAINTENANCE_TOASTS, type MaintenanceTask, type Role } from '@plantwise/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPeople, buildSession, fakeAssignees } from '@/test/factories';
import { apiError, type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

afterEach(() => vi.unstubAllGlobals());

const ASSET = { id: '3f1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c9d', asset_id: 'CONV-01', asset_name: 'Conveyor 1' };

function buildTask(overrides: Partial<MaintenanceTask> = {}): MaintenanceTask {
  return {
    id: '5b1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    asset_id: ASSET.id,
    asset: ASSET,
    title: 'Inspect conveyor belt',
    description: null,
    type: 'preventive',
    frequency: 'monthly',
    custom_frequency_days: null,
    next_due_date: new Date(Date.now() - 86_400_000).toISOString(),
    last_completed_date: null,
    estimated_duration: 1,
    priority: 'medium',
    assigned_to: null,
    assignee: null,
    instructions: null,
    required_parts: null,
    is_active: true,
    created_by: 'system',
    schedule_mode: 'frequency',
    specific_year: null,
    specific_month: null,
    specific_date: null,
    specific_time: null,
    work_order_id: null,
    checklist: [
      { id: 'tension', text: 'Belt tension', required: true, expected: '8–10 mm' },
      { id: 'guard', text: 'Guard fitted', required: true, expected: null },
    ],
    trigger: 'calendar',
    meter_trigger: null,
    calendar_due_date: null,
    due_forecast: false,
    usage_remaining: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

function setup(
  role: Role,
  path: string,
  tasks: MaintenanceTask[] = [buildTask()],
  others: MaintenanceTask[] = [],
  handlers: Record<string, (request: FakeRequest) => FakeResponse> = {},
) {
  return {
    ...fakeApi({
      ...Object.fromEntries(
        [...tasks, ...others].map((t) => [`GET /api/maintenance-tasks/${t.id}`, () => ({ body: t })]),
      ),
      'GET /api/auth/session': () => ({ body: buildSession({ role }) }),
      'GET /api/maintenance-tasks': (request: FakeRequest) => {
        const overdue = request.url.searchParams.get('overdue') === 'true';
        const rows = overdue
          ? tasks.filter((t) => t.next_due_date && new Date(t.next_due_date) < new Date())
          : tasks;
        return { body: { data: rows, total: rows.length } };
      },
      'GET /api/assets': () => ({ body: { data: [ASSET], total: 1 } }),
      'GET /api/calendar': () => ({
        body: {
          data: [
            {
              id: '8e1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
              task_id: buildTask().id,
              asset_id: ASSET.id,
              asset: ASSET,
              title: 'Inspect conveyor belt',
              date: new Date().toISOString(),
              duration: 1,
              status: 'done',
              assigned_to: null,
              notes: null,
              work_order_id: null,
              source: 'task',
            },
          ],
        },
      }),
      'GET /api/calendar/tasks': () => ({ body: { data: [], total: 0 } }),
      'POST /api/maintenance-tasks': (request: FakeRequest) => ({
        status: 201,
        body: buildTask({ title: String((request.body as { title: string }).title) }),
      }),
      [`POST /api/maintenance-tasks/${buildTask().id}/complete`]: () => ({
        body: {
          completion_id: '6c1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
          follow_up_work_order_id: '7d1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
          follow_up_work_order_number: 'WO-2026-000042',
          next_due_date: new Date().toISOString(),
          is_active: true,
        },
      }),
      ...handlers,
    }),
    ...renderApp(path),
  };
}

describe('/preventive-maintenance', () => {
  it('lists tasks with their due state; a user sees no manager actions', async () => {
    setup('user', '/preventive-maintenance');
    const table = await screen.findByRole('table', { name: 'Maintenance tasks' });
    expect(within(table).getByText('Inspect conveyor belt')).toBeVisible();
    expect(within(table).getByText('Overdue')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New Task' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete Inspect conveyor belt' })).toBeNull();
  });

  it('refuses to record a completion until a result is chosen for each step, and shows each problem once', async () => {
    const task = buildTask();
    const { requests } = setup('technician', '/preventive-maintenance', [task]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete Inspect conveyor belt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Maintenance Task' });
    const tension = within(dialog).getByRole('radiogroup', { name: /Belt tension/ });
    // Nothing is preselected: a food-safety record never says Pass unless someone chose it.
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Record Completion' }));
    expect(within(dialog).getByText('Checklist step not recorded: Belt tension')).toBeVisible();
    expect(within(dialog).getByText('Checklist step not recorded: Guard fitted')).toBeVisible();
    expect(screen.getAllByText(/Hygiene clearance not confirmed/)).toHaveLength(1);
    expect(tension).toHaveAttribute('aria-invalid', 'true');
    // Focus moves to the first step that needs a result.
    await waitFor(() => expect(within(tension).getByRole('radio', { name: 'Pass' })).toHaveFocus());
    expect(requests.some((r) => r.url.pathname.endsWith('/complete'))).toBe(false);
  });

  it('a technician records a failed step with its measured value, a note and the hygiene clearance', async () => {
    const task = buildTask();
    const { requests } = setup('technician', '/preventive-maintenance', [task]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete Inspect conveyor belt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Maintenance Task' });
    expect(within(dialog).getByText('Expected: 8–10 mm')).toBeVisible();
    // The unit comes from the expected range; a value outside it suggests Fail.
    expect(within(dialog).getByLabelText('Unit for step 1')).toHaveValue('mm');
    await user.type(within(dialog).getByLabelText('Measured value for step 1'), '14');
    expect(
      within(dialog).getByText('14 mm is outside the expected 8–10 mm: this suggests Fail.'),
    ).toBeVisible();
    const step = within(dialog).getByRole('radiogroup', { name: /Belt tension/ });
    await user.click(within(step).getByRole('radio', { name: 'Fail' }));
    // A failed step asks what was found, and refuses to go without it.
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: /Guard fitted/ })).getByRole('radio', {
        name: 'Pass',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record Completion' }));
    expect(within(dialog).getByText('A failed step needs a note: Belt tension')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText(/What was found for step 1/)).toHaveFocus());
    await user.type(within(dialog).getByLabelText(/What was found for step 1/), 'Belt stretched');
    await user.click(within(dialog).getByRole('button', { name: 'Record Completion' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/complete'))).toBe(true),
    );
    const body = requests.find((r) => r.url.pathname.endsWith('/complete'))?.body as {
      checklist: unknown[];
      hygiene_clearance: Record<string, boolean>;
      next_due_date: string | null;
    };
    // The occurrence on screen, so that a second submit cannot complete it twice.
    expect(body.next_due_date).toBe(task.next_due_date);
    expect(body.checklist).toEqual([
      { step_id: 'tension', result: 'fail', note: 'Belt stretched', measured_value: 14, measured_unit: 'mm' },
      { step_id: 'guard', result: 'pass', note: null, measured_value: null, measured_unit: null },
    ]);
    expect(Object.values(body.hygiene_clearance).every(Boolean)).toBe(true);
    await expectVisibleText(/Follow-up work order WO-2026-000042/);
  });
});

describe('/preventive-maintenance, tool count on completion', () => {
  it('asks for a missing-tool incident when a tool is not back, and sends the count with it', async () => {
    const task = buildTask({ checklist: [] });
    const { requests } = setup('technician', '/preventive-maintenance', [task]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Complete Inspect conveyor belt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Maintenance Task' });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Add a tool' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tool 1' }), 'Grease gun');
    await user.type(within(dialog).getByRole('textbox', { name: 'Back: Grease gun' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record Completion' }));
    expect(
      await within(dialog).findByText(
        'Tool count does not match: 1 × Grease gun not back. Find it, or write a missing-tool incident.',
      ),
    ).toBeVisible();
    expect(requests.some((r) => r.url.pathname.endsWith('/complete'))).toBe(false);
    await user.type(
      within(dialog).getByLabelText(/Missing-tool incident/),
      'Grease gun left by the conveyor; area searched, line held',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record Completion' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname.endsWith('/complete'))).toBe(true),
    );
    expect(requests.find((r) => r.url.pathname.endsWith('/complete'))?.body).toMatchObject({
      tools: [{ name: 'Grease gun', out: 1, in: 0 }],
      missing_tool_incident: { description: 'Grease gun left by the conveyor; area searched, line held' },
    });
  });
});

describe('/preventive-maintenance, one row or card a task', () => {
  const width = window.innerWidth;
  const resize = (to: number) =>
    act(() => {
      window.innerWidth = to;
      window.dispatchEvent(new Event('resize'));
    });
  afterEach(() => resize(width));

  it('asks for the soonest due first and keeps only Complete beside a task, the rest in its menu', async () => {
    const { requests } = setup('manager', '/preventive-maintenance');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Maintenance tasks' });
    const list = requests.find(
      (r) => r.url.pathname === '/api/maintenance-tasks' && !r.url.searchParams.has('active'),
    );
    expect(list?.url.searchParams.get('sort')).toBe('next_due_date');
    expect(within(table).getByRole('button', { name: 'Complete Inspect conveyor belt' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Delete|Edit|History/ })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'More actions for Inspect conveyor belt' }));
    expect(await screen.findByRole('menuitem', { name: 'Completion history' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete "Inspect conveyor belt"?' });
    expect(
      within(confirm).getByText(/The task on Conveyor 1 and its scheduled calendar entries are removed/),
    ).toBeVisible();
  });

  it('puts Reset month behind a menu with a confirmation that says what changes and what stays', async () => {
    setup('manager', '/preventive-maintenance');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Maintenance tasks' });
    expect(screen.queryByRole('button', { name: /Reset month/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More task actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset month…' }));
    const confirm = await screen.findByRole('alertdialog', { name: "Reset this month's completions?" });
    expect(within(confirm).getByText(/Last completed: Never/)).toBeVisible();
    expect(within(confirm).getByText(/Next due dates do not change/)).toBeVisible();
  });

  it('shows cards with the due state and Complete on a phone', async () => {
    setup('technician', '/preventive-maintenance');
    await screen.findByRole('table', { name: 'Maintenance tasks' });
    resize(390);
    const cards = await screen.findByRole('list', { name: 'Maintenance tasks' });
    expect(screen.queryByRole('table', { name: 'Maintenance tasks' })).toBeNull();
    const card = within(cards).getByRole('article', { name: /Inspect conveyor belt/ });
    expect(within(card).getByText('Overdue')).toBeVisible();
    expect(within(card).getByText('Conveyor 1')).toBeVisible();
    // The facts of the shared card rendering, each labelled by its column.
    expect(within(card).getByText('Frequency').nextElementSibling).toHaveTextContent('Monthly');
    expect(within(card).getByText('Assignee').nextElementSibling).toHaveTextContent('Unassigned');
    expect(
      within(card).getByRole('button', { name: 'More actions for Inspect conveyor belt' }),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Complete Inspect conveyor belt' }));
    expect(await screen.findByRole('dialog', { name: 'Complete Maintenance Task' })).toBeVisible();
  });
});

describe('/maintenance/new-pm', () => {
  it('takes the Predictive AI prefill and creates a custom-frequency task', async () => {
    const { requests } = setup(
      'manager',
      `/maintenance/new-pm?asset_id=${ASSET.id}&title=Replace%20bearing&frequency=custom&custom_frequency_days=45&description=Wear%20trend`,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'New PM Task' })).toBeVisible();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Replace bearing');
    expect(screen.getByLabelText(/Every \(days\)/)).toHaveValue(45);
    expect(screen.getByLabelText('Description')).toHaveValue('Wear trend');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.type(screen.getByLabelText('Step 1'), 'Check play');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/maintenance-tasks')).toBe(
        true,
      ),
    );
    const body = requests.find(
      (r) => r.method === 'POST' && r.url.pathname === '/api/maintenance-tasks',
    )?.body;
    expect(body).toMatchObject({
      title: 'Replace bearing',
      asset_id: ASSET.id,
      frequency: 'custom',
      custom_frequency_days: 45,
      description: 'Wear trend',
      checklist: [{ text: 'Check play', required: true, expected: null }],
    });
  });

  const METERS = {
    data: [
      {
        id: '1a1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
        asset_id: ASSET.id,
        name: 'Run hours',
        unit: 'h',
        kind: 'cumulative',
        readable_by_anyone: false,
        last_reading: {
          value: 488,
          taken_at: new Date().toISOString(),
          recorded_by: null,
          reported_by_name: null,
        },
        usage_rate_per_day: 14,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
      {
        id: '2a1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
        asset_id: ASSET.id,
        name: 'Bearing temperature',
        unit: '°C',
        kind: 'gauge',
        readable_by_anyone: false,
        last_reading: {
          value: 72,
          taken_at: new Date().toISOString(),
          recorded_by: null,
          reported_by_name: null,
        },
        usage_rate_per_day: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      },
    ],
    total: 2,
  };

  it('sets a gauge trigger: picks a meter of the asset and a limit in its unit', async () => {
    const { requests } = setup(
      'manager',
      `/maintenance/new-pm?asset_id=${ASSET.id}&title=Bearing%20check`,
      [],
      [],
      {
        [`GET /api/assets/${ASSET.id}/meters`]: () => ({ body: METERS }),
      },
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'New PM Task' });
    await user.click(screen.getByRole('radio', { name: 'By meter usage' }));
    // Usage only: no calendar schedule to fill in.
    expect(screen.queryByRole('combobox', { name: 'Frequency' })).toBeNull();
    await user.click(await screen.findByRole('combobox', { name: /Meter/ }));
    await user.click(await screen.findByRole('option', { name: 'Bearing temperature (°C, gauge)' }));
    await user.type(screen.getByLabelText('Raise work above (°C)'), '80');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/maintenance-tasks')).toBe(
        true,
      ),
    );
    const body = requests.find(
      (r) => r.method === 'POST' && r.url.pathname === '/api/maintenance-tasks',
    )?.body;
    expect(body).toMatchObject({
      trigger: 'usage',
      meter_trigger: { meter_id: METERS.data[1].id, every: null, above: 80, below: null },
    });
  });

  it('says when a usage task is due in the meter’s unit, with the rate and the forecast day', async () => {
    const task = buildTask({
      trigger: 'usage',
      meter_trigger: { meter_id: METERS.data[0].id, every: 500, above: null, below: null },
      usage_remaining: 32,
      due_forecast: true,
      next_due_date: '2026-11-28T10:00:00.000Z',
    });
    setup('user', '/preventive-maintenance', [task], [], {
      [`GET /api/assets/${ASSET.id}/meters`]: () => ({ body: METERS }),
    });
    const table = await screen.findByRole('table', { name: 'Maintenance tasks' });
    expect(
      await within(table).findByText('Run hours: Due at 520 h (now 488 h, ≈ 14 h a day → around 28 Nov)'),
    ).toBeVisible();
    expect(within(table).getByText('Forecast from usage')).toBeVisible();
  });

  it('offers type, priority and frequency in words, not their stored values', async () => {
    setup('manager', `/maintenance/new-pm?asset_id=${ASSET.id}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Type' })).toHaveTextContent('Preventive');
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Monthly');
    const priority = screen.getByRole('combobox', { name: 'Priority' });
    expect(priority).toHaveTextContent('Medium');
    await user.click(priority);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Low', 'Medium', 'High', 'Critical']);
  });

  const refused = (status: number, message: string, details?: unknown) => ({
    'POST /api/maintenance-tasks': () =>
      apiError(status, status === 400 ? 'validation_error' : 'conflict', message, details),
  });
  const prefilled = `/maintenance/new-pm?asset_id=${ASSET.id}&title=Replace%20bearing`;

  it("shows the server's refusal of a field once, beside it, with the focus there and no toast", async () => {
    const message = 'A task with this title already exists on this asset';
    setup(
      'manager',
      prefilled,
      undefined,
      undefined,
      refused(400, 'Invalid request', [{ path: 'title', message }]),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Task' }));
    await expectVisibleText(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveFocus());
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MAINTENANCE_TOASTS.createError, { exact: false })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal no field can carry once, beside the button, instead of a toast', async () => {
    const message = 'The asset was archived meanwhile';
    setup('manager', prefilled, undefined, undefined, refused(409, message));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Task' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(`${MAINTENANCE_TOASTS.createError}: ${message}`);
    expect(screen.getAllByText(new RegExp(message))).toHaveLength(1);
  });

  it("keeps an edited task's assignee named, and gives the task to someone found by name", async () => {
    const zed = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', full_name: 'Zed Yardley', email: 'zed@x.test' };
    const priya = {
      id: '9b2e6679-7425-40de-944b-e07fc1f90ae7',
      full_name: 'Priya Marsh',
      email: 'pm@x.test',
    };
    const task = buildTask({ assigned_to: zed.id, assignee: zed });
    let patched: Record<string, unknown> | undefined;
    const { requests } = setup('manager', '/preventive-maintenance', [task], [], {
      'GET /api/breakdowns/assignees': fakeAssignees([...buildPeople(30), zed, priya]),
      [`PATCH /api/maintenance-tasks/${task.id}`]: (request) => {
        patched = request.body as Record<string, unknown>;
        return { body: task };
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Maintenance tasks' });
    await user.click(within(table).getByRole('button', { name: 'More actions for Inspect conveyor belt' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Maintenance Task' });
    const picker = within(dialog).getByRole('group', { name: 'Assigned to' });
    expect(await within(picker).findByText(/^Showing 20 of 32 people/)).toBeVisible();
    expect(within(picker).getByRole('radio', { name: /Zed Yardley/ })).toBeChecked();
    await user.type(within(picker).getByRole('searchbox'), 'priya marsh');
    await user.click(await within(picker).findByRole('radio', { name: /Priya Marsh/ }));
    expect(
      requests.findLast((r) => r.path === '/api/breakdowns/assignees')?.url.searchParams.get('asset_id'),
    ).toBe(ASSET.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(patched).toBeDefined());
    expect(patched?.assigned_to).toBe(priya.id);
  });

  it('creates a task unassigned unless someone is chosen', async () => {
    let posted: Record<string, unknown> | undefined;
    setup('manager', prefilled, undefined, undefined, {
      'GET /api/breakdowns/assignees': fakeAssignees(buildPeople(3)),
      'POST /api/maintenance-tasks': (request) => {
        posted = request.body as Record<string, unknown>;
        return { status: 201, body: buildTask() };
      },
    });
    const user = userEvent.setup();
    const picker = await screen.findByRole('group', { name: 'Assigned to' });
    expect(await within(picker).findByRole('radio', { name: 'Unassigned' })).toBeChecked();
    expect(within(picker).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(picker).getByRole('radio', { name: /Crew member 02/ }));
    await user.click(within(picker).getByRole('radio', { name: 'Unassigned' }));
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted?.assigned_to).toBeNull();
  });

  it('refuses a custom frequency of 0 days before sending', async () => {
    const { requests } = setup(
      'manager',
      `/maintenance/new-pm?asset_id=${ASSET.id}&title=X&frequency=custom&custom_frequency_days=0`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create Task' }));
    await expectVisibleText('Custom frequency needs a number of days of at least 1');
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/maintenance-tasks')).toBe(
      false,
    );
  });
});

describe('/maintenance', () => {
  it('shows the month calendar with coloured events and the overdue list with the highlighted task', async () => {
    setup('user', `/maintenance?highlight=${buildTask().id}`);
    const calendar = await screen.findByRole('list', { name: /Maintenance calendar/ });
    const event = await within(calendar).findByRole('link', { name: 'Done: CONV-01 Inspect conveyor belt' });
    expect(event).toHaveAttribute('href', `/maintenance?highlight=${buildTask().id}`);
    const overdue = await screen.findByRole('table', { name: 'Overdue tasks' });
    expect(within(overdue).getByText('Inspect conveyor belt')).toBeVisible();
    const card = await screen.findByRole('region', { name: 'Inspect conveyor belt' });
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(within(card).getByText('Overdue')).toBeVisible();
  });

  it('shows a highlighted task that is in neither list (a search result) on its own card', async () => {
    const later = buildTask({
      id: '9a1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
      title: 'Annual gearbox oil change',
      frequency: 'annual',
      next_due_date: new Date(Date.now() + 200 * 86_400_000).toISOString(),
    });
    const { user, location } = setup('user', `/maintenance?highlight=${later.id}`, [buildTask()], [later]);
    const card = await screen.findByRole('region', { name: 'Annual gearbox oil change' });
    expect(within(card).getByText('Scheduled')).toBeVisible();
    expect(within(card).getByText('Annual')).toBeVisible();
    expect(within(card).getByText(`${ASSET.asset_name} (${ASSET.asset_id})`)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Show all tasks' }));
    expect(location()).toBe('/maintenance');
    expect(screen.queryByRole('region', { name: 'Annual gearbox oil change' })).toBeNull();
  });

  it('shows the month as an agenda by day on a phone, each event a link with its state in words', async () => {
    const width = window.innerWidth;
    try {
      setup('user', '/maintenance');
      await screen.findByRole('list', { name: /Maintenance calendar/ });
      act(() => {
        window.innerWidth = 390;
        window.dispatchEvent(new Event('resize'));
      });
      const agenda = await screen.findByRole('list', { name: /Maintenance agenda/ });
      expect(screen.queryByRole('list', { name: /Maintenance calendar/ })).toBeNull();
      const today = within(agenda).getByRole('heading', { level: 3 });
      expect(today).toHaveTextContent('Today');
      const event = within(agenda).getByRole('link', {
        name: 'Done: Inspect conveyor belt CONV-01 · Conveyor 1',
      });
      expect(event).toHaveAttribute('href', `/maintenance?highlight=${buildTask().id}`);
      expect(within(agenda).getByText('Done')).toBeVisible();
      // The overdue list is cards too, from the shared data table: the task and its facts.
      const overdue = await screen.findByRole('list', { name: 'Overdue tasks' });
      expect(screen.queryByRole('table', { name: 'Overdue tasks' })).toBeNull();
      const card = within(overdue).getByRole('article', { name: 'Inspect conveyor belt' });
      expect(within(card).getByText('Asset').nextElementSibling).toHaveTextContent('Conveyor 1');
      expect(within(card).getByText('Assignee').nextElementSibling).toHaveTextContent('Unassigned');
    } finally {
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });

  it('says so when the highlighted task does not exist', async () => {
    setup('user', '/maintenance?highlight=0b1d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e');
    await expectVisibleText('Task not found');
  });
});
