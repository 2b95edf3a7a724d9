import {
  HYGIENE_CLEARANCE_ITEMS,
  PLANT_TIME_ZONE,
  type Role,
  setDisplayTimeZone,
  WORK_ORDER_MESSAGES,
  type WorkOrder,
} from '@plantwise/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPeople, buildSession, fakeAssignees } from '@/test/factories';
import { type FakeRequest, type FakeResponse, fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { resizeWindow, restoreWidthAfterEach } from '@/test/viewport';
import { expectVisibleText } from '@/test/visible';

afterEach(() => vi.unstubAllGlobals());

const ASSET = { id: '3f1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c9d', asset_id: 'FIL-01', asset_name: 'Filler 1' };
const ITEM = '5a1c9a52-8d7e-4b1a-9c3d-2e5f6a7b8c9d';

function buildWorkOrder(overrides: Partial<WorkOrder> = {}): WorkOrder {
  const id = '11111111-2222-4333-8444-555555555555';
  return {
    id,
    number: 'WO-11111111',
    title: 'Replace valve seals',
    description: null,
    asset_id: ASSET.id,
    asset: ASSET,
    status: 'in-progress',
    priority: 'high',
    assigned_to: null,
    assignee: null,
    created_by: null,
    creator: null,
    date_created: '2026-03-01T08:00:00.000Z',
    date_scheduled: null,
    started_at: '2026-03-02T08:00:00.000Z',
    date_completed: null,
    estimated_duration: 2,
    actual_duration: null,
    cost: null,
    labour_cost: null,
    labour_rate: null,
    parts_cost: null,
    other_cost: null,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    maintenance_type: 'corrective',
    parts_used: [],
    notes: null,
    checklist: [{ id: 's1', text: 'Isolate and lock off', required: true }],
    checklist_results: [],
    completion_notes: null,
    completed_by: null,
    hygiene_clearance: null,
    tool_counts: [],
    missing_tool_incident: null,
    certificate_generated: false,
    certificate_path: null,
    certificate_generated_at: null,
    certificate_generated_by: null,
    certificate_sha256: null,
    pdf_file_path: null,
    pdf_generated_at: null,
    pdf_generated_by: null,
    follow_up_required: false,
    follow_up_details: null,
    follow_up_date: null,
    follow_up_triggered: false,
    follow_up_task_id: null,
    follow_up_completed: false,
    follow_up_completed_date: null,
    follow_up_completed_by: null,
    fix_type: null,
    permanent_repair_deadline: null,
    materials_tools_removed: null,
    safety_compliance: null,
    structural_damage: null,
    rust_visible: null,
    source_breakdown_id: null,
    source_work_order_id: null,
    overdue: false,
    updated_at: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

type Handler = (request: FakeRequest) => FakeResponse;

/** The server's answer to a body it refuses on one field. */
const refusedField = (path: string, message: string): FakeResponse => ({
  status: 400,
  body: {
    error: { code: 'validation_failed', message: 'Some fields are not valid', details: [{ path, message }] },
  },
});

function setup(path: string, role: Role, workOrder: WorkOrder, handlers: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/auth/session': () => ({ body: buildSession({ role, full_name: 'Tom Tech' }) }),
    'GET /api/work-orders': () => ({ body: { data: [workOrder], total: 1 } }),
    'GET /api/work-orders/counts': () => ({
      body: { pending: 0, in_progress: 1, overdue: 0, completed_this_month: 0, follow_ups_pending: 0 },
    }),
    [`GET /api/work-orders/${workOrder.id}`]: () => ({ body: workOrder }),
    [`GET /api/work-orders/${workOrder.id}/position`]: () => ({ body: { position: 0 } }),
    'GET /api/assets': () => ({ body: { data: [ASSET], total: 1 } }),
    'GET /api/breakdowns/assignees': () => ({ body: { data: [], total: 0 } }),
    'GET /api/inventory': () => ({
      body: {
        data: [
          {
            id: ITEM,
            item_id: 'SEAL-1',
            item_name: 'Valve seal',
            category: null,
            supplier: null,
            unit: 'pcs',
            unit_cost: 5,
            quantity_in_stock: 7,
            min_stock_level: 1,
            reorder_quantity: 0,
            location: null,
            food_grade: true,
            linked_asset_ids: [],
            status: 'in-stock',
            archived_at: null,
            created_at: '2026-01-01T00:00:00.000Z',
            updated_at: '2026-01-01T00:00:00.000Z',
          },
        ],
        total: 1,
      },
    }),
    ...handlers,
  });
  return { ...renderApp(path), ...api };
}

describe('/work-orders', () => {
  it('creates a work order from the dialog with an asset and a checklist step', async () => {
    let posted: Record<string, unknown> | undefined;
    const { user } = setup('/work-orders', 'manager', buildWorkOrder(), {
      'POST /api/work-orders': (request) => {
        posted = request.body as Record<string, unknown>;
        return { status: 201, body: buildWorkOrder({ status: 'pending' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work order' });
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    expect(await within(dialog).findByText('Title is required')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Replace valve seals');
    await user.click(await within(dialog).findByRole('radio', { name: /Filler 1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await user.type(within(dialog).getByLabelText('Step 1'), 'Isolate');
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({
      title: 'Replace valve seals',
      asset_id: ASSET.id,
      checklist: [{ text: 'Isolate', required: true }],
    });
    await expectVisibleText('Work Order Created');
  });

  it('gives a new work order to a person found by e-mail among the people who may see its asset', async () => {
    const priya = {
      id: '9b2e6679-7425-40de-944b-e07fc1f90ae7',
      full_name: 'Priya Marsh',
      email: 'pm@x.test',
    };
    let posted: Record<string, unknown> | undefined;
    const { user, requests } = setup('/work-orders', 'manager', buildWorkOrder(), {
      'GET /api/breakdowns/assignees': fakeAssignees([...buildPeople(25), priya]),
      'POST /api/work-orders': (request) => {
        posted = request.body as Record<string, unknown>;
        return { status: 201, body: buildWorkOrder({ status: 'pending' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New work order' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Replace valve seals');
    await user.click(await within(dialog).findByRole('radio', { name: /Filler 1/ }));
    const picker = within(dialog).getByRole('group', { name: 'Assignee' });
    expect(await within(picker).findByRole('radio', { name: 'Unassigned' })).toBeChecked();
    await user.type(within(picker).getByRole('searchbox'), 'PM@X');
    await user.click(await within(picker).findByRole('radio', { name: /Priya Marsh/ }));
    expect(
      requests.findLast((r) => r.path === '/api/breakdowns/assignees')?.url.searchParams.get('asset_id'),
    ).toBe(ASSET.id);
    // Another search leaves the chosen person chosen and in view.
    await user.clear(within(picker).getByRole('searchbox'));
    await user.type(within(picker).getByRole('searchbox'), 'crew');
    expect(
      await within(picker).findByText('Showing 20 of 25 people: type a name to narrow the list'),
    ).toBeVisible();
    expect(within(picker).getByRole('radio', { name: /Priya Marsh/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create work order' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({ asset_id: ASSET.id, assigned_to: priya.id });
  });

  it('keeps the current assignee named when editing, and can leave the work unassigned', async () => {
    const zed = { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', full_name: 'Zed Yardley', email: 'zed@x.test' };
    const workOrder = buildWorkOrder({ status: 'pending', assigned_to: zed.id, assignee: zed });
    let patched: Record<string, unknown> | undefined;
    const { user } = setup(`/work-orders?highlight=${workOrder.id}`, 'manager', workOrder, {
      'GET /api/breakdowns/assignees': fakeAssignees([...buildPeople(30), zed]),
      [`PATCH /api/work-orders/${workOrder.id}`]: (request) => {
        patched = request.body as Record<string, unknown>;
        return { body: workOrder };
      },
    });
    const sheet = await screen.findByRole('dialog', { name: /Replace valve seals/ });
    await user.click(within(sheet).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${workOrder.number}` });
    const picker = within(dialog).getByRole('group', { name: 'Assignee' });
    expect(await within(picker).findByText(/^Showing 20 of 31 people/)).toBeVisible();
    expect(within(picker).getByRole('radio', { name: /Zed Yardley/ })).toBeChecked();
    await user.click(within(picker).getByRole('radio', { name: 'Unassigned' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched).toBeDefined());
    expect(patched).toEqual({ assigned_to: null });
  });

  it('completes with the clearance, a part from stock and the checklist result', async () => {
    const workOrder = buildWorkOrder();
    let posted: Record<string, unknown> | undefined;
    const { user } = setup(`/work-orders?highlight=${workOrder.id}`, 'technician', workOrder, {
      [`POST /api/work-orders/${workOrder.id}/complete`]: (request) => {
        posted = request.body as Record<string, unknown>;
        return { body: buildWorkOrder({ status: 'completed' }) };
      },
    });
    const sheet = await screen.findByRole('dialog', { name: /Replace valve seals/ });
    // Every detail sheet opens from the right, away from the sidebar, like every other sheet.
    expect(sheet).toHaveAttribute('data-side', 'right');
    await user.click(await within(sheet).findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete WO-11111111' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete work order' }));
    expect(await within(dialog).findByText('Completion notes are required')).toBeVisible();
    // Every problem beside its field, once, and focus on the first.
    expect(
      within(dialog).getByText('Hygiene clearance not confirmed: tick the 6 items marked below'),
    ).toBeVisible();
    expect(screen.getAllByText(/Hygiene clearance not confirmed/)).toHaveLength(1);
    expect(within(dialog).getByText(/^Checklist step not recorded: /)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText(/Completion notes/)).toHaveFocus());
    await user.type(within(dialog).getByLabelText(/Completion notes/), 'Seals replaced');
    const step = within(dialog).getAllByRole('radiogroup')[0];
    await user.click(within(step).getByRole('radio', { name: 'Pass' }));
    await user.type(within(dialog).getByPlaceholderText('Find a part by name or ID'), 'seal');
    await user.click(await within(dialog).findByRole('button', { name: /SEAL-1 Valve seal/ }));
    expect(within(dialog).getByText(/7 pcs on hand/)).toBeVisible();
    for (const { label } of HYGIENE_CLEARANCE_ITEMS)
      await user.click(within(dialog).getByRole('checkbox', { name: label }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete work order' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({
      completion_notes: 'Seals replaced',
      completed_by: 'Tom Tech',
      actual_duration: 2,
      parts_used: [{ inventory_item_id: ITEM, quantity: 1 }],
      checklist: [{ step_id: 's1', result: 'pass' }],
      fix_type: 'permanent',
    });
    expect(Object.values(posted?.hygiene_clearance as object).every(Boolean)).toBe(true);
  });

  it('counts the tools back, asks for a missing-tool incident when one is not, and sends both', async () => {
    const workOrder = buildWorkOrder({ checklist: [] });
    let posted: Record<string, unknown> | undefined;
    const { user } = setup(`/work-orders?highlight=${workOrder.id}`, 'technician', workOrder, {
      [`POST /api/work-orders/${workOrder.id}/complete`]: (request) => {
        posted = request.body as Record<string, unknown>;
        return { body: buildWorkOrder({ status: 'completed' }) };
      },
    });
    const sheet = await screen.findByRole('dialog', { name: /Replace valve seals/ });
    await user.click(await within(sheet).findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete WO-11111111' });
    await user.type(within(dialog).getByLabelText(/Completion notes/), 'Seals replaced');
    for (const { label } of HYGIENE_CLEARANCE_ITEMS)
      await user.click(within(dialog).getByRole('checkbox', { name: label }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a tool' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tool 1' }), 'Cable ties');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Taken: Cable ties' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Taken: Cable ties' }), '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Back: Cable ties' }), '2');
    expect(within(dialog).getByText('Not back: 1 × Cable ties')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Complete work order' }));
    expect(
      await within(dialog).findByText(
        'Tool count does not match: 1 × Cable ties not back. Find it, or write a missing-tool incident.',
      ),
    ).toBeVisible();
    expect(posted).toBeUndefined();
    await user.type(
      within(dialog).getByLabelText(/Missing-tool incident/),
      'One tie not found near the valve; line held for checks',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete work order' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({
      tools: [{ name: 'Cable ties', out: 3, in: 2 }],
      missing_tool_incident: { description: 'One tie not found near the valve; line held for checks' },
    });
  });

  it("shows the server's refusal of a part's quantity beside that part, once, with the focus there", async () => {
    const workOrder = buildWorkOrder();
    const { user } = setup(`/work-orders?highlight=${workOrder.id}`, 'technician', workOrder, {
      [`POST /api/work-orders/${workOrder.id}/complete`]: () =>
        refusedField('parts_used.0.quantity', 'Enter a quantity above 0'),
    });
    const sheet = await screen.findByRole('dialog', { name: /Replace valve seals/ });
    await user.click(await within(sheet).findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete WO-11111111' });
    await user.type(within(dialog).getByLabelText(/Completion notes/), 'Seals replaced');
    await user.click(
      within(within(dialog).getAllByRole('radiogroup')[0]).getByRole('radio', { name: 'Pass' }),
    );
    await user.type(within(dialog).getByPlaceholderText('Find a part by name or ID'), 'seal');
    await user.click(await within(dialog).findByRole('button', { name: /SEAL-1 Valve seal/ }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity of SEAL-1 Valve seal' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    for (const { label } of HYGIENE_CLEARANCE_ITEMS)
      await user.click(within(dialog).getByRole('checkbox', { name: label }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete work order' }));
    expect(await within(dialog).findByText('Enter a quantity above 0')).toBeVisible();
    expect(screen.getAllByText('Enter a quantity above 0')).toHaveLength(1);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(quantity).toHaveFocus());
  });

  it("asks for a reason before cancelling, and shows the server's refusal of it beside the field", async () => {
    const workOrder = buildWorkOrder({ status: 'pending' });
    const { user, requests } = setup(`/work-orders?highlight=${workOrder.id}`, 'manager', workOrder, {
      [`POST /api/work-orders/${workOrder.id}/cancel`]: () =>
        refusedField('reason', 'Name the work order that replaces it'),
    });
    const sheet = await screen.findByRole('dialog', { name: /Replace valve seals/ });
    await user.click(await within(sheet).findByRole('button', { name: 'Cancel work order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel WO-11111111?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel work order' }));
    expect(await within(dialog).findByText(WORK_ORDER_MESSAGES.cancelReason)).toBeVisible();
    expect(requests.some((r) => r.path.endsWith('/cancel'))).toBe(false);
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'Done under another work order');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel work order' }));
    expect(await within(dialog).findByText('Name the work order that replaces it')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(reason).toHaveFocus());
  });

  it("shows each checklist step's result, measured value against its expected range and note in the sheet", async () => {
    const workOrder = buildWorkOrder({
      status: 'completed',
      checklist: [
        { id: 's1', text: 'Belt tension', required: true, expected: '8–10 mm' },
        { id: 's2', text: 'Guard fitted', required: true, expected: null },
        { id: 's3', text: 'Oil level', required: false, expected: 'max 16 mm' },
      ],
      checklist_results: [
        {
          step_id: 's1',
          text: 'Belt tension',
          required: true,
          result: 'fail',
          note: 'Belt stretched',
          measured_value: 14,
          measured_unit: 'mm',
          expected: '8–10 mm',
        },
        { step_id: 's2', text: 'Guard fitted', required: true, result: 'pass', note: null },
      ],
    });
    setup(`/work-orders?highlight=${workOrder.id}`, 'technician', workOrder);
    const sheet = await screen.findByRole('dialog', { name: /Replace valve seals/ });
    const checklist = await within(sheet).findByRole('region', { name: 'Checklist' });
    const steps = within(checklist).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Belt tension: Fail, measured 14 mm (expected 8–10 mm) (Belt stretched)',
      'Guard fitted: Pass',
      'Oil level (optional) (expected max 16 mm)',
    ]);
  });
});

describe("/work-orders list in people's words", () => {
  restoreWidthAfterEach();
  const TECH = { id: '44444444-2222-4333-8444-555555555555', full_name: 'Tom Tech', email: 'tom@plant.test' };
  const NAMELESS = { id: '55555555-2222-4333-8444-555555555555', full_name: '', email: 'temp@plant.test' };
  const named = buildWorkOrder({ assigned_to: TECH.id, assignee: TECH });
  const nameless = buildWorkOrder({
    id: '66666666-2222-4333-8444-555555555555',
    number: 'WO-66666666',
    title: 'Clean the hopper',
    assigned_to: NAMELESS.id,
    assignee: NAMELESS,
  });
  const list = { 'GET /api/work-orders': () => ({ body: { data: [named, nameless], total: 2 } }) };

  it('names the asset as code · name and the assignee by name, e-mail only without one', async () => {
    setup('/work-orders', 'manager', named, list);
    const table = await screen.findByRole('table', { name: 'Work orders' });
    const [, first, second] = within(table).getAllByRole('row');
    // In its column from 1536 px and under the title below it (CSS shows one): cut when long, whole in
    // its tooltip.
    const assets = within(first as HTMLElement).getAllByText('FIL-01 · Filler 1');
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      expect(asset).toHaveAttribute('title', 'FIL-01 · Filler 1');
      expect(asset).toHaveClass('truncate');
    }
    expect(within(first as HTMLElement).getByText('Tom Tech')).toHaveAttribute('title', 'Tom Tech');
    expect(within(second as HTMLElement).getByText('temp@plant.test')).toBeInTheDocument();
    expect(within(table).queryByText('tom@plant.test')).toBeNull();
  });

  it('shows the same words on the phone cards', async () => {
    resizeWindow(390);
    setup('/work-orders', 'manager', named, list);
    const card = await screen.findByRole('article', { name: /Replace valve seals/ });
    expect(within(card).getByText('FIL-01 · Filler 1')).toBeInTheDocument();
    expect(within(card).getByText('Tom Tech')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: /Clean the hopper/ });
    expect(within(other).getByText('temp@plant.test')).toBeInTheDocument();
  });

  it('keeps its filters in the address, so a reload, Back or a shared link shows the same list', async () => {
    const { user, location, requests } = setup('/work-orders?status=in-progress', 'manager', named, list);
    await screen.findByRole('table', { name: 'Work orders' });
    const listed = requests
      .filter((r) => r.path === '/api/work-orders')
      .map((r) => r.url.searchParams.get('status'));
    expect(listed).toContain('in-progress');
    await user.click(screen.getByRole('button', { name: 'Follow-ups pending' }));
    await waitFor(() => expect(location()).toBe('/work-orders?status=in-progress&follow_ups_pending=true'));
  });

  it('names the default order, newest first, in the phone sort choice', async () => {
    resizeWindow(390);
    setup('/work-orders', 'manager', named, list);
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Sort: Created');
    expect(screen.getByRole('button', { name: 'Sorted descending; sort ascending' })).toBeEnabled();
  });
});

describe('/work-orders board on a 390 px phone', () => {
  restoreWidthAfterEach();

  it('shows one status column at a time as cards, each with its primary action', async () => {
    resizeWindow(390);
    const pending = buildWorkOrder({
      id: '22222222-2222-4333-8444-555555555555',
      number: 'WO-22222222',
      title: 'Check metal detector',
      status: 'pending',
      assigned_to: null,
    });
    const inProgress = buildWorkOrder();
    const done = buildWorkOrder({
      id: '33333333-2222-4333-8444-555555555555',
      number: 'WO-33333333',
      title: 'Grease mixer bearings',
      status: 'completed',
    });
    const { user } = setup('/work-orders', 'technician', inProgress, {
      'GET /api/work-orders': () => ({ body: { data: [pending, inProgress, done], total: 3 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Board' }));
    const columns = await screen.findByRole('tablist', { name: 'Board column' });
    expect(within(columns).getByRole('tab', { name: 'Pending (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('table')).toBeNull();
    const pendingCards = screen.getByRole('list', { name: 'Pending work orders' });
    const card = within(pendingCards).getByRole('article', { name: /Check metal detector/ });
    expect(within(card).getByRole('button', { name: 'Start work on WO-22222222' })).toBeVisible();
    expect(within(pendingCards).queryByText('Replace valve seals')).toBeNull();

    await user.click(within(columns).getByRole('tab', { name: 'In progress (1)' }));
    const working = await screen.findByRole('list', { name: 'In progress work orders' });
    const started = within(working).getByRole('article', { name: /Replace valve seals/ });
    expect(within(started).getByRole('button', { name: 'Complete WO-11111111' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Pending work orders' })).toBeNull();

    await user.click(within(columns).getByRole('tab', { name: 'Completed (1)' }));
    const completed = await screen.findByRole('list', { name: 'Completed work orders' });
    expect(within(completed).getByRole('article', { name: /Grease mixer bearings/ })).toBeVisible();
  });
});

describe("/work-orders on the plant's clock", () => {
  afterEach(() => setDisplayTimeZone(PLANT_TIME_ZONE));

  it('shows and edits times in the plant zone, far from the browser, across the date line', async () => {
    // 20:00 UTC on 31 December is 09:00 on New Year's Day at a plant in Auckland (NZDT, UTC+13),
    // while the browser running the test is on UTC.
    const workOrder = buildWorkOrder({ status: 'pending', date_scheduled: '2026-12-31T20:00:00.000Z' });
    let patched: Record<string, unknown> | undefined;
    const { user } = setup(`/work-orders?highlight=${workOrder.id}`, 'manager', workOrder, {
      'GET /api/auth/session': () => ({
        body: { ...buildSession({ role: 'manager' }), plant_time_zone: 'Pacific/Auckland' },
      }),
      [`PATCH /api/work-orders/${workOrder.id}`]: (request) => {
        patched = request.body as Record<string, unknown>;
        return { body: workOrder };
      },
    });
    // The list behind the open sheet is hidden from the accessibility tree, not from the page.
    const table = await screen.findByRole('table', { name: 'Work orders', hidden: true });
    expect(within(table).getByText('1 Jan 2027')).toBeInTheDocument();
    const sheet = await screen.findByRole('dialog', { name: /Replace valve seals/ });
    expect(within(sheet).getByText('Scheduled').nextElementSibling).toHaveTextContent('1 Jan 2027, 09:00');

    await user.click(within(sheet).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${workOrder.number}` });
    const scheduled = within(dialog).getByLabelText('Scheduled for');
    expect(scheduled).toHaveValue('2027-01-01T09:00');
    await user.clear(scheduled);
    await user.type(scheduled, '2027-01-02T07:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patched).toBeDefined());
    // 07:30 on 2 January in Auckland is 18:30 UTC on 1 January.
    expect(patched?.date_scheduled).toBe('2027-01-01T18:30:00.000Z');
  });
});
