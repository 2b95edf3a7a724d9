import {
  type Breakdown,
  type BreakdownEvent,
  HYGIENE_CLEARANCE_ITEMS,
  hygieneReason,
  type Role,
} from '@plantwise/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAlertSoundForTests } from '@/lib/alert-sound';
import { dispatchRealtimeEvent } from '@/lib/realtime';
import { buildPeople, buildSession, fakeAssignees } from '@/test/factories';
import { apiError, type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { expectVisibleText } from '@/test/visible';

afterEach(() => {
  vi.unstubAllGlobals();
  resetAlertSoundForTests();
});

/** A Web Audio stand-in that records the frequencies of every tone started; returns that record. */
function stubAudio(): number[][] {
  const tones: number[][] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const tone: number[] = [];
      tones.push(tone);
      return {
        type: 'sine',
        frequency: { setValueAtTime: (value: number) => tone.push(value) },
        connect: () => undefined,
        start: () => undefined,
        stop: () => undefined,
        onended: null,
      };
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      };
    }
    resume() {
      return Promise.resolve();
    }
    close() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

const ME = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ASSET = { id: '3f1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c9d', asset_id: 'CAP-02', asset_name: 'Capper 2' };
let counter = 0;

function buildBreakdown(overrides: Partial<Breakdown> = {}): Breakdown {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    asset_id: ASSET.id,
    asset: ASSET,
    title: `Capper head seized ${counter}`,
    description: null,
    severity: 'high',
    category: null,
    immediate_actions: null,
    estimated_cost: null,
    reported_by: OTHER,
    reporter: { id: OTHER, full_name: 'Olive Operator', email: 'olive@plantwise.test' },
    assigned_to: null,
    assignee: null,
    status: 'reported',
    breakdown_start_time: new Date(Date.now() - 90 * 60_000).toISOString(),
    breakdown_end_time: null,
    downtime_hours: null,
    stage: 'detailed',
    needs_completion: false,
    voice_notes: null,
    field_reporter_name: 'Olive',
    completion_deadline: null,
    completion_notes: null,
    safety_compliance_check: null,
    breakdown_categories: [],
    completed_by: null,
    completed_at: null,
    fix_type: null,
    permanent_repair_deadline: null,
    follow_up_work_order_id: null,
    follow_up_work_order_number: null,
    hygiene_clearance: null,
    tool_counts: [],
    missing_tool_incident: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

function setup({
  role = 'technician' as Role,
  breakdowns = [] as Breakdown[],
  history = [] as BreakdownEvent[],
  counts = { active: 0, critical: 0, needs_completion: 0 },
  handlers = {} as Record<string, Handler>,
  path = '/reactive-maintenance',
} = {}) {
  const byId = Object.fromEntries(
    breakdowns.flatMap(
      (b): Array<[string, Handler]> => [
        [`GET /api/breakdowns/${b.id}`, () => ({ body: b })],
        [`GET /api/breakdowns/${b.id}/history`, () => ({ body: { data: history } })],
      ],
    ),
  );
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role, full_name: 'Sam Fitter' }) }),
    'GET /api/breakdowns/counts': () => ({ body: counts }),
    'GET /api/breakdowns': (request) => {
      const active = request.url.searchParams.get('active') === 'true';
      const rows = active
        ? breakdowns.filter((b) => ['reported', 'assigned'].includes(b.status))
        : breakdowns;
      return { body: { data: rows, total: rows.length } };
    },
    'GET /api/assets': () => ({ body: { data: [ASSET], total: 1 } }),
    ...byId,
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

const error = (status: number, message: string, code = 'error', details?: unknown) =>
  apiError(status, code, message, details);

describe('/reactive-maintenance', () => {
  it('lists active breakdowns first with a live downtime clock, and the history below', async () => {
    const running = buildBreakdown({ severity: 'critical' });
    const done = buildBreakdown({
      status: 'completed',
      breakdown_end_time: new Date().toISOString(),
      downtime_hours: 2.5,
    });
    setup({ breakdowns: [running, done], counts: { active: 1, critical: 1, needs_completion: 0 } });
    const card = await screen.findByRole('article', { name: running.title });
    const clock = within(card).getByRole('timer');
    expect(clock.textContent).toMatch(/^1 h 30 min \d+ s$/);
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first), { timeout: 3000 });
    const table = screen.getByRole('table', { name: 'Breakdowns' });
    expect(within(table).getByText(done.title)).toBeVisible();
    expect(within(table).getByText('2 h 30 min')).toBeVisible();
    expect(screen.getByRole('link', { name: '1 critical breakdown' })).toBeVisible();
  });

  it("shows 'Error fetching breakdowns' when the list cannot be loaded", async () => {
    setup({ handlers: { 'GET /api/breakdowns': () => error(500, 'Database unavailable') } });
    expect((await screen.findAllByText('Error fetching breakdowns')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
  });

  it('reports a quick critical breakdown with the reporter name filled in', async () => {
    let posted: unknown;
    const { user } = setup({
      role: 'user',
      handlers: {
        'POST /api/breakdowns': (request) => {
          posted = request.body;
          return {
            status: 201,
            body: buildBreakdown({ title: 'Filler jammed', severity: 'critical', stage: 'quick' }),
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report Breakdown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Breakdown' });
    await user.click(await within(dialog).findByRole('radio', { name: /CAP-02 — Capper 2/ }));
    await user.type(within(dialog).getByLabelText('What happened?'), 'Filler jammed');
    await user.click(within(dialog).getByText('Critical', { exact: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Report Breakdown' }));
    await expectVisibleText('Breakdown Reported');
    expect(posted).toEqual({
      asset_id: ASSET.id,
      title: 'Filler jammed',
      severity: 'critical',
      stage: 'quick',
      field_reporter_name: 'Sam Fitter',
    });
  });

  it('asks for an asset and a title before reporting', async () => {
    const { user, requests } = setup({ role: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Report Breakdown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Breakdown' });
    await user.click(within(dialog).getByRole('button', { name: 'Report Breakdown' }));
    expect(await within(dialog).findByText('Choose the asset that broke down')).toBeVisible();
    expect(within(dialog).getByText('Title is required')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal once, beside the field it names, without a toast as well", async () => {
    const { user } = setup({
      role: 'user',
      handlers: {
        'POST /api/breakdowns': () =>
          error(404, `Asset with ID "${ASSET.id}" not found in database`, 'asset_not_found'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report Breakdown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Breakdown' });
    await user.click(await within(dialog).findByRole('radio', { name: /CAP-02/ }));
    await user.type(within(dialog).getByLabelText('What happened?'), 'Leak');
    await user.click(within(dialog).getByRole('button', { name: 'Report Breakdown' }));
    expect(
      await within(dialog).findByText(`Asset with ID "${ASSET.id}" not found in database`),
    ).toBeVisible();
    expect(screen.getAllByText(`Asset with ID "${ASSET.id}" not found in database`)).toHaveLength(1);
    expect(screen.queryByText('Error reporting breakdown')).toBeNull();
  });

  it("stops the clock: 'Breakdown Clock Stopped' with the hours to two decimals", async () => {
    const b = buildBreakdown();
    const { user } = setup({
      breakdowns: [b],
      handlers: {
        [`POST /api/breakdowns/${b.id}/stop`]: () => ({
          body: {
            ...b,
            status: 'resolved',
            breakdown_end_time: new Date().toISOString(),
            downtime_hours: 2.5,
          },
        }),
      },
    });
    const card = await screen.findByRole('article', { name: b.title });
    await user.click(within(card).getByRole('button', { name: 'Stop Clock' }));
    await expectVisibleText('Breakdown Clock Stopped');
    await expectVisibleText('Total downtime: 2 h 30 min');
  });

  it("shows 'Error stopping breakdown clock' when the stop is refused", async () => {
    const b = buildBreakdown();
    const { user } = setup({
      breakdowns: [b],
      handlers: {
        [`POST /api/breakdowns/${b.id}/stop`]: () =>
          error(409, 'The breakdown clock has already been stopped'),
      },
    });
    const card = await screen.findByRole('article', { name: b.title });
    await user.click(within(card).getByRole('button', { name: 'Stop Clock' }));
    await expectVisibleText('Error stopping breakdown clock');
    await expectVisibleText('The breakdown clock has already been stopped');
  });

  it("lets a technician take a breakdown: 'Breakdown Updated', or 'Error updating breakdown'", async () => {
    const b = buildBreakdown();
    let answer: FakeResponse = error(403, 'Technicians can only assign breakdowns to themselves');
    const { user, requests } = setup({
      breakdowns: [b],
      handlers: { [`POST /api/breakdowns/${b.id}/assign`]: () => answer },
    });
    const card = await screen.findByRole('article', { name: b.title });
    await user.click(within(card).getByRole('button', { name: 'Assign to me' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign Breakdown' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
    // No field to blame: the one summary beside the button, not a toast.
    expect(
      await within(dialog).findByText(
        'Error updating breakdown: Technicians can only assign breakdowns to themselves',
      ),
    ).toBeVisible();
    expect(screen.getAllByText(/Technicians can only assign breakdowns to themselves/)).toHaveLength(1);
    expect(requests.find((r) => r.path.endsWith('/assign'))?.body).toMatchObject({ assigned_to: ME });

    answer = {
      body: {
        ...b,
        status: 'assigned',
        assigned_to: ME,
        assignee: { id: ME, full_name: 'Sam Fitter', email: 's@x' },
      },
    };
    dialog = screen.getByRole('dialog', { name: 'Assign Breakdown' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
    await expectVisibleText('Breakdown Updated');
    await expectVisibleText('Assigned to Sam Fitter');
  });

  it('keeps the automatic deadline when a technician takes a breakdown, and stops offering it once taken', async () => {
    const deadline = '2030-01-02T03:04:00.000Z';
    const b = buildBreakdown({ completion_deadline: deadline });
    const { user, requests } = setup({
      breakdowns: [b],
      handlers: {
        [`POST /api/breakdowns/${b.id}/assign`]: () => ({
          body: { ...b, status: 'assigned', assigned_to: ME, completion_deadline: deadline },
        }),
      },
    });
    const card = await screen.findByRole('article', { name: b.title });
    await user.click(within(card).getByRole('button', { name: 'Assign to me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Breakdown' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign to me' }));
    // The request itself is what matters (a toast of an earlier test may still be leaving the screen).
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/assign'))).toBe(true));
    const body = requests.find((r) => r.path.endsWith('/assign'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ assigned_to: ME });
    expect(body).not.toHaveProperty('completion_deadline');
  });

  it('lets a manager find who to assign by name among a group of people, keeping the current assignee named', async () => {
    const zed = { id: OTHER, full_name: 'Zed Yardley', email: 'zed@plantwise.test' };
    const priya = {
      id: '9b2e6679-7425-40de-944b-e07fc1f90ae7',
      full_name: 'Priya Marsh',
      email: 'pm@x.test',
    };
    const b = buildBreakdown({ status: 'assigned', assigned_to: zed.id, assignee: zed });
    const { user, requests } = setup({
      role: 'manager',
      breakdowns: [b],
      handlers: {
        'GET /api/breakdowns/assignees': fakeAssignees([...buildPeople(30), zed, priya]),
        [`POST /api/breakdowns/${b.id}/assign`]: (request) => ({
          body: { ...b, assigned_to: priya.id, assignee: priya, ...(request.body as object) },
        }),
      },
    });
    const card = await screen.findByRole('article', { name: b.title });
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Breakdown' });
    const picker = within(dialog).getByRole('group', { name: 'Assign to' });
    // The first page of 20 by name: Zed is not on it, yet stays named and chosen.
    expect(
      await within(picker).findByText('Showing 20 of 32 people: type a name to narrow the list'),
    ).toBeVisible();
    expect(within(picker).getByRole('radio', { name: /Zed Yardley/ })).toBeChecked();
    expect(within(picker).getAllByRole('radio')).toHaveLength(21);

    await user.type(
      within(picker).getByRole('searchbox', { name: 'Search people by name or e-mail' }),
      'marsh',
    );
    await user.click(await within(picker).findByRole('radio', { name: /Priya Marsh/ }));
    const search = requests.findLast((r) => r.path === '/api/breakdowns/assignees');
    expect(search?.url.searchParams.get('q')).toBe('marsh');
    expect(search?.url.searchParams.get('asset_id')).toBe(ASSET.id);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/assign'))).toBe(true));
    expect(requests.find((r) => r.path.endsWith('/assign'))?.body).toMatchObject({ assigned_to: priya.id });
    await expectVisibleText('Assigned to Priya Marsh');
  });

  it('says when nobody matches, and asks for a person before assigning', async () => {
    const b = buildBreakdown();
    const { user, requests } = setup({
      role: 'manager',
      breakdowns: [b],
      handlers: { 'GET /api/breakdowns/assignees': fakeAssignees(buildPeople(3)) },
    });
    const card = await screen.findByRole('article', { name: b.title });
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Breakdown' });
    await user.type(within(dialog).getByRole('searchbox'), 'nobody{Enter}');
    expect(await within(dialog).findByText('No one found for "nobody"')).toBeVisible();
    // Enter searched: it did not send the dialog.
    expect(requests.some((r) => r.path.endsWith('/assign'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose who to assign')).toBeVisible();
    expect(requests.some((r) => r.path.endsWith('/assign'))).toBe(false);
  });

  it("offers 'Assign to me' only on a breakdown nobody has taken", async () => {
    const mine = buildBreakdown({ title: 'Mine', status: 'assigned', assigned_to: ME });
    const theirs = buildBreakdown({ title: 'Theirs', status: 'assigned', assigned_to: OTHER });
    setup({ breakdowns: [mine, theirs] });
    for (const title of ['Mine', 'Theirs']) {
      const card = await screen.findByRole('article', { name: title });
      expect(within(card).queryByRole('button', { name: 'Assign to me' })).toBeNull();
    }
  });

  it('shows each refusal of a BRC completion once, beside its field, focuses the first, then completes', async () => {
    const b = buildBreakdown({
      status: 'resolved',
      breakdown_end_time: new Date().toISOString(),
      downtime_hours: 1.5,
    });
    let answer: FakeResponse = error(
      422,
      'BRC compliance validation failed: Completion notes are required, Hygiene clearance not confirmed: Area cleaned',
      'brc_validation_failed',
      {
        failures: [
          { validation_type: 'completion_notes', failure_reason: 'Completion notes are required' },
          {
            validation_type: 'hygiene_clearance.area_cleaned',
            failure_reason: 'Hygiene clearance not confirmed: Area cleaned',
          },
        ],
      },
    );
    const { user, requests } = setup({
      breakdowns: [b],
      handlers: { [`POST /api/breakdowns/${b.id}/complete`]: () => answer },
    });
    await user.click(await screen.findByRole('button', { name: b.title }));
    const sheet = await screen.findByRole('dialog', { name: b.title });
    await user.click(within(sheet).getByRole('button', { name: 'Complete (BRC)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Breakdown (BRC)' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Breakdown' }));
    expect(await within(dialog).findByText('Completion notes are required')).toBeVisible();
    expect(screen.getAllByText('Completion notes are required')).toHaveLength(1);
    expect(
      within(dialog).getByText('Hygiene clearance not confirmed: tick the item marked below'),
    ).toBeVisible();
    expect(screen.queryAllByText(/Hygiene clearance not confirmed/)).toHaveLength(1);
    expect(within(dialog).getByLabelText('Area cleaned')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/BRC Compliance Error/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Completion notes/)).toHaveFocus());
    expect(requests.find((r) => r.path.endsWith('/complete'))?.body).toMatchObject({
      completion_notes: '',
      safety_compliance_check: false,
      completed_by: 'Sam Fitter',
      fix_type: 'permanent',
      permanent_repair_deadline: null,
      hygiene_clearance: { area_cleaned: false },
    });

    answer = {
      body: { ...b, status: 'completed', completed_by: 'Sam Fitter', completed_at: new Date().toISOString() },
    };
    await user.type(within(dialog).getByLabelText(/^Completion notes/), 'Bearing replaced');
    await user.click(within(dialog).getByLabelText(/^Safety compliance verified/));
    for (const item of ['All tools and materials removed', 'Area cleaned']) {
      await user.click(within(dialog).getByLabelText(item));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Complete Breakdown' }));
    await expectVisibleText('Breakdown Completed');
    const last = requests.filter((r) => r.path.endsWith('/complete')).at(-1);
    expect(last?.body).toMatchObject({
      completion_notes: 'Bearing replaced',
      safety_compliance_check: true,
      hygiene_clearance: { tools_materials_removed: true, area_cleaned: true, debris_removed: false },
    });
  });

  it('shows a refused hygiene clearance once, however many items are open, and marks each', async () => {
    const b = buildBreakdown({
      status: 'resolved',
      breakdown_end_time: new Date().toISOString(),
      downtime_hours: 1.5,
    });
    const failures = HYGIENE_CLEARANCE_ITEMS.map(({ key }) => ({
      validation_type: `hygiene_clearance.${key}`,
      failure_reason: hygieneReason(key),
    }));
    const { user } = setup({
      breakdowns: [b],
      handlers: {
        [`POST /api/breakdowns/${b.id}/complete`]: () =>
          error(
            422,
            `BRC compliance validation failed: ${failures.map((f) => f.failure_reason).join(', ')}`,
            'brc_validation_failed',
            { failures },
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: b.title }));
    const sheet = await screen.findByRole('dialog', { name: b.title });
    await user.click(within(sheet).getByRole('button', { name: 'Complete (BRC)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Breakdown (BRC)' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Breakdown' }));
    expect(
      await within(dialog).findByText('Hygiene clearance not confirmed: tick the 6 items marked below'),
    ).toBeVisible();
    // Once on the whole page: no toast wall, no alert box repeating it.
    expect(screen.getAllByText(/Hygiene clearance not confirmed/)).toHaveLength(1);
    for (const { label } of HYGIENE_CLEARANCE_ITEMS)
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(within(dialog).getByLabelText(HYGIENE_CLEARANCE_ITEMS[0].label)).toHaveFocus(),
    );
    // Ticking an item clears its mark and the count.
    await user.click(within(dialog).getByLabelText(HYGIENE_CLEARANCE_ITEMS[0].label));
    expect(
      within(dialog).getByText('Hygiene clearance not confirmed: tick the 5 items marked below'),
    ).toBeVisible();
  });

  it('shows a completed breakdown as a read-only BRC record', async () => {
    const b = buildBreakdown({
      status: 'completed',
      breakdown_end_time: new Date().toISOString(),
      downtime_hours: 3,
      completed_by: 'Sam Fitter',
      completed_at: new Date().toISOString(),
      completion_notes: 'Bearing replaced',
      safety_compliance_check: 'verified',
      fix_type: 'permanent',
    });
    setup({
      role: 'admin',
      breakdowns: [b],
      path: `/reactive-maintenance?highlight=${b.id}`,
      history: [
        {
          type: 'validation_failed',
          occurred_at: new Date().toISOString(),
          actor: 'Sam Fitter',
          summary: 'Completion refused: BRC compliance validation failed',
          details: ['Completion notes are required'],
        },
      ],
    });
    const sheet = await screen.findByRole('dialog', { name: b.title });
    expect(within(sheet).getByText('BRC record')).toBeVisible();
    expect(within(sheet).getByText('Permanent repair')).toBeVisible();
    for (const name of ['Stop Clock', 'Complete (BRC)', 'Cancel Breakdown', 'Delete', 'Edit Details']) {
      expect(within(sheet).queryByRole('button', { name })).toBeNull();
    }
    const timeline = await within(sheet).findByRole('list', { name: 'Breakdown timeline' });
    expect(within(timeline).getByText('Completion refused: BRC compliance validation failed')).toBeVisible();
  });

  it("shows the notes operators added from the machine's label, oldest first", async () => {
    const b = buildBreakdown({
      public_notes: [
        {
          id: 'c1f0a5de-0000-4000-8000-000000000001',
          note: 'Also leaking oil',
          field_reporter_name: 'Kim',
          created_at: new Date(Date.now() - 60_000).toISOString(),
        },
        {
          id: 'c1f0a5de-0000-4000-8000-000000000002',
          note: 'Smoke from the motor now',
          field_reporter_name: 'Lee',
          created_at: new Date().toISOString(),
        },
      ],
    });
    setup({ breakdowns: [b], path: `/reactive-maintenance?highlight=${b.id}` });
    const sheet = await screen.findByRole('dialog', { name: b.title });
    const notes = within(sheet).getByRole('region', { name: "Notes from the machine's label" });
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Kim · .*Also leaking oil$/),
      expect.stringMatching(/^Lee · .*Smoke from the motor now$/),
    ]);
  });

  it("shows the reporter's photo as a lazy thumbnail that opens full size from the keyboard", async () => {
    const url = '/api/files/5a1b2c3d-0000-4000-8000-000000000001';
    const b = buildBreakdown({
      title: 'Belt snapped',
      description: `Leaking oil\n\nPhoto from the machine's label: ${url}`,
    });
    const { user } = setup({ breakdowns: [b], path: `/reactive-maintenance?highlight=${b.id}` });
    const sheet = await screen.findByRole('dialog', { name: b.title });
    expect(within(sheet).getByText('Leaking oil')).toBeVisible();
    expect(within(sheet).queryByText(new RegExp(url))).toBeNull();
    const alt = 'Photo of the breakdown "Belt snapped" from the machine\'s label';
    const thumbnail = within(sheet).getByRole('img', { name: alt });
    expect(thumbnail).toHaveAttribute('src', url);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');

    const open = within(sheet).getByRole('button', { name: 'Open the photo of "Belt snapped" full size' });
    open.focus();
    await user.keyboard('{Enter}');
    const full = await screen.findByRole('dialog', { name: "Reporter's photo" });
    expect(within(full).getByRole('img', { name: alt })).toHaveAttribute('src', url);
    expect(within(full).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', url);
  });

  it("cancels after confirmation: 'Breakdown Cancelled', or 'Error cancelling breakdown'", async () => {
    const b = buildBreakdown();
    let answer: FakeResponse = error(403, 'You do not have permission to do this');
    const { user, requests } = setup({
      role: 'manager',
      breakdowns: [b],
      path: `/reactive-maintenance?highlight=${b.id}`,
      handlers: { [`POST /api/breakdowns/${b.id}/cancel`]: () => answer },
    });
    const sheet = await screen.findByRole('dialog', { name: b.title });
    await user.click(within(sheet).getByRole('button', { name: 'Cancel Breakdown' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this breakdown?' });
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'False alarm');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Breakdown' }));
    await expectVisibleText('Error cancelling breakdown');
    answer = { body: { ...b, status: 'cancelled', breakdown_end_time: new Date().toISOString() } };
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Breakdown' }));
    await expectVisibleText('Breakdown Cancelled');
    expect(requests.find((r) => r.path.endsWith('/cancel'))?.body).toEqual({ reason: 'False alarm' });
  });

  it("deletes after confirmation: 'Breakdown Deleted', or 'Error deleting breakdown' with the reason", async () => {
    const b = buildBreakdown({ status: 'cancelled', breakdown_end_time: new Date().toISOString() });
    let answer: FakeResponse = error(500, 'lock timeout');
    const { user } = setup({
      role: 'manager',
      breakdowns: [b],
      path: `/reactive-maintenance?highlight=${b.id}`,
      handlers: { [`DELETE /api/breakdowns/${b.id}`]: () => answer },
    });
    const sheet = await screen.findByRole('dialog', { name: b.title });
    await user.click(within(sheet).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this breakdown?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Breakdown' }));
    await expectVisibleText('Error deleting breakdown');
    await expectVisibleText('Failed to delete breakdown data: lock timeout');
    answer = {
      body: [
        {
          cleanup_type: 'validation_failures',
          records_deleted: 2,
          details: 'Refused BRC completion attempts',
        },
        { cleanup_type: 'breakdown', records_deleted: 1, details: 'The breakdown record' },
      ],
    };
    await user.click(within(confirm).getByRole('button', { name: 'Delete Breakdown' }));
    await expectVisibleText('Breakdown Deleted');
    await expectVisibleText('Also removed: 2 refused brc completion attempts');
  });

  it('toasts a breakdown reported by someone else and plays the tone for a critical one', async () => {
    const tones = stubAudio();
    const mine = buildBreakdown({ severity: 'critical', reported_by: ME });
    const theirs = buildBreakdown({ severity: 'critical', title: 'Oven belt stopped' });
    const { queryClient } = setup({ breakdowns: [mine, theirs], path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    act(() => dispatchRealtimeEvent(queryClient, { table: 'asset_breakdowns', op: 'INSERT', id: mine.id }));
    act(() => dispatchRealtimeEvent(queryClient, { table: 'asset_breakdowns', op: 'INSERT', id: theirs.id }));
    await expectVisibleText('New Breakdown Reported');
    await expectVisibleText('Critical: Oven belt stopped on CAP-02 · Capper 2');
    await waitFor(() => expect(tones).toEqual([[800, 600, 800]]));
    expect(screen.queryByText(new RegExp(mine.title))).toBeNull();
  });

  it('offers "Enable sound" once when the browser would block the tone, and plays it on that click', async () => {
    resetAlertSoundForTests();
    const tones = stubAudio();
    Object.defineProperty(navigator, 'userActivation', {
      value: { hasBeenActive: false },
      configurable: true,
    });
    try {
      const theirs = buildBreakdown({ severity: 'critical', title: 'Oven belt stopped' });
      const { queryClient, user } = setup({ breakdowns: [theirs], path: '/dashboard' });
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      expect(screen.queryByRole('button', { name: 'Enable sound' })).toBeNull();

      act(() =>
        dispatchRealtimeEvent(queryClient, { table: 'asset_breakdowns', op: 'INSERT', id: theirs.id }),
      );
      await expectVisibleText('New Breakdown Reported');
      const enable = await screen.findByRole('button', { name: 'Enable sound' });
      // Nothing was attempted: no silent context, so no console warning from the browser.
      expect(tones).toEqual([]);

      await user.click(enable);
      expect(tones).toEqual([[800, 600, 800]]);
      expect(screen.queryByRole('button', { name: 'Enable sound' })).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
      resetAlertSoundForTests();
    }
  });

  it("lets an administrator send a test notification: 'Test Notification Sent' or 'Test Notification Failed'", async () => {
    let answer: FakeResponse = error(422, 'Test Notification Failed', 'test_notification_failed', {
      reason: 'The recipient account is inactive',
    });
    const { user } = setup({
      role: 'admin',
      handlers: { 'POST /api/notifications/test': () => answer },
    });
    await user.click(await screen.findByRole('button', { name: 'Test Notification' }));
    await expectVisibleText('Test Notification Failed');
    await expectVisibleText('Notification function failed: The recipient account is inactive');
    answer = {
      body: {
        message: 'Test Notification Sent',
        queue_id: '9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e',
        notification_id: null,
        deliveries: [{ channel: 'in_app', delivery_status: 'sent', error: null }],
      },
    };
    await user.click(screen.getByRole('button', { name: 'Test Notification' }));
    await expectVisibleText('Test Notification Sent');
  });
});
