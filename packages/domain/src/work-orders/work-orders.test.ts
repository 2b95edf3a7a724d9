import { describe, expect, it } from 'vitest';
import { CLEARED_HYGIENE_CLEARANCE } from '../compliance/hygiene-clearance';
import {
  checklistFailures,
  checklistRecord,
  expectedRange,
  formatMeasurement,
  measurementText,
  outsideExpected,
} from './checklist';
import {
  checkWorkOrderCompletion,
  complianceColumns,
  DEFAULT_LABOUR_RATE,
  followUpFromWorkOrder,
  labourCost,
  needsFollowUp,
  type WorkOrderCompletionInput,
  workOrderCost,
} from './completion';
import { isWorkOrderOverdue } from './overdue';
import { canWorkOnWorkOrder, workOrderPermissions } from './permissions';
import { checkWorkOrderAction, workOrderDeletionBlocker } from './status';

const now = new Date('2026-03-10T12:00:00Z');
const valid: WorkOrderCompletionInput = {
  completion_notes: 'Replaced bearing',
  completed_by: 'Tom Tech',
  actual_duration: 2,
  fix_type: 'permanent',
  follow_up_required: false,
  hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
  checklist: [],
};
const steps = [
  { id: 's1', text: 'Isolate power', required: true },
  { id: 's2', text: 'Check belt tension', required: false },
];

describe('work order statuses (spec §4: pending → in-progress → completed)', () => {
  it('starts only a pending work order', () => {
    expect(checkWorkOrderAction('pending', 'start')).toEqual({ ok: true });
    expect(checkWorkOrderAction('in-progress', 'start')).toMatchObject({ ok: false, reason: 'conflict' });
  });
  it('completes only an in-progress work order', () => {
    expect(checkWorkOrderAction('in-progress', 'complete')).toEqual({ ok: true });
    expect(checkWorkOrderAction('pending', 'complete')).toMatchObject({ ok: false, reason: 'conflict' });
  });
  it('keeps a completed work order read-only and not deletable (food-safety record)', () => {
    for (const action of ['start', 'complete', 'update'] as const)
      expect(checkWorkOrderAction('completed', action)).toMatchObject({ ok: false, reason: 'read_only' });
    expect(checkWorkOrderAction('completed', 'delete')).toMatchObject({
      ok: false,
      message: expect.stringContaining('cannot be deleted'),
    });
  });
  it('cancels a pending or in-progress work order; a cancelled one stays as it was', () => {
    expect(checkWorkOrderAction('pending', 'cancel')).toEqual({ ok: true });
    expect(checkWorkOrderAction('in-progress', 'cancel')).toEqual({ ok: true });
    expect(checkWorkOrderAction('completed', 'cancel')).toMatchObject({ ok: false, reason: 'read_only' });
    for (const action of ['start', 'complete', 'update', 'delete', 'cancel'] as const)
      expect(checkWorkOrderAction('cancelled', action)).toMatchObject({ ok: false, reason: 'read_only' });
  });
  it('refuses to delete a work order that a PM record, a breakdown or a parent work order points at', () => {
    const none = { pm_completion: false, breakdown: false, parent_work_order: false };
    expect(workOrderDeletionBlocker(none)).toBeNull();
    expect(workOrderDeletionBlocker({ ...none, pm_completion: true })).toMatch(/maintenance task.*cancel it/);
    expect(workOrderDeletionBlocker({ ...none, breakdown: true })).toMatch(/breakdown.*cancel it/);
    expect(workOrderDeletionBlocker({ ...none, parent_work_order: true })).toMatch(/work order.*cancel it/);
  });
});

describe('overdue (docs/decisions/product-definitions.md: pending or in-progress with date_scheduled before now)', () => {
  it('is overdue when open and scheduled in the past', () => {
    expect(isWorkOrderOverdue({ status: 'pending', date_scheduled: '2026-03-10T11:59:59Z' }, now)).toBe(true);
    expect(isWorkOrderOverdue({ status: 'in-progress', date_scheduled: '2026-03-01T00:00:00Z' }, now)).toBe(
      true,
    );
  });
  it('is not overdue when completed, unscheduled, or scheduled from now on', () => {
    expect(isWorkOrderOverdue({ status: 'completed', date_scheduled: '2026-03-01T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(isWorkOrderOverdue({ status: 'pending', date_scheduled: null }, now)).toBe(false);
    expect(isWorkOrderOverdue({ status: 'pending', date_scheduled: now.toISOString() }, now)).toBe(false);
  });
});

describe('completion checks', () => {
  it('accepts notes, completer and the full clearance', () => {
    expect(checkWorkOrderCompletion(valid, [], now)).toEqual({ ok: true });
  });
  it('refuses missing notes, completer and each unconfirmed clearance item, listing all', () => {
    const check = checkWorkOrderCompletion(
      {
        ...valid,
        completion_notes: ' ',
        completed_by: '',
        hygiene_clearance: { ...CLEARED_HYGIENE_CLEARANCE, area_cleaned: false },
      },
      [],
      now,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.failures.map((f) => f.validation_type)).toEqual([
      'completion_notes',
      'completed_by',
      'hygiene_clearance.area_cleaned',
    ]);
    expect(check.message).toContain('Hygiene clearance not confirmed: Area cleaned');
  });
  it('needs a future permanent-repair deadline for a temporary fix', () => {
    const missing = checkWorkOrderCompletion({ ...valid, fix_type: 'temporary' }, [], now);
    expect(missing).toMatchObject({
      ok: false,
      failures: [{ validation_type: 'permanent_repair_deadline' }],
    });
    const past = checkWorkOrderCompletion(
      { ...valid, fix_type: 'temporary', permanent_repair_deadline: '2026-03-01T00:00:00Z' },
      [],
      now,
    );
    expect(past.ok).toBe(false);
    const future = checkWorkOrderCompletion(
      { ...valid, fix_type: 'temporary', permanent_repair_deadline: '2026-04-01T00:00:00Z' },
      [],
      now,
    );
    expect(future.ok).toBe(true);
  });
});

describe('checklist results (pass / fail / n.a., a failed required step needs a note)', () => {
  it('requires every required step and a note on a failed required step', () => {
    expect(checklistFailures(steps, [])).toHaveLength(1);
    expect(checklistFailures(steps, [{ step_id: 's1', result: 'fail', note: ' ' }])[0].failure_reason).toBe(
      'A failed step needs a note: Isolate power',
    );
    expect(checklistFailures(steps, [{ step_id: 's1', result: 'fail', note: 'Isolator broken' }])).toEqual(
      [],
    );
    expect(checklistFailures(steps, [{ step_id: 's1', result: 'na' }])).toEqual([]);
    expect(
      checklistFailures(steps, [
        { step_id: 's1', result: 'pass' },
        { step_id: 'x', result: 'pass' },
      ]),
    ).toHaveLength(1);
  });
  it('refuses a required step nobody chose a result for: nothing is assumed to pass', () => {
    expect(checklistFailures(steps, [{ step_id: 's2', result: 'pass' }])).toEqual([
      { validation_type: 'checklist.s1', failure_reason: 'Checklist step not recorded: Isolate power' },
    ]);
    // An optional step may be left without a result; it is then not in the record.
    expect(checklistFailures(steps, [{ step_id: 's1', result: 'pass' }])).toEqual([]);
  });
  it('asks for a note on any failed step, optional ones too', () => {
    expect(
      checklistFailures(steps, [
        { step_id: 's1', result: 'pass' },
        { step_id: 's2', result: 'fail', note: '' },
      ]),
    ).toEqual([
      { validation_type: 'checklist.s2', failure_reason: 'A failed step needs a note: Check belt tension' },
    ]);
  });
  it('keeps the measured value, its unit and the expected range in the record', () => {
    expect(
      checklistRecord(
        [{ id: 't', text: 'Belt tension', required: true, expected: '8–10 mm deflection' }],
        [{ step_id: 't', result: 'fail', note: 'Stretched', measured_value: 14, measured_unit: ' mm ' }],
      ),
    ).toEqual([
      {
        step_id: 't',
        text: 'Belt tension',
        required: true,
        result: 'fail',
        note: 'Stretched',
        expected: '8–10 mm deflection',
        measured_value: 14,
        measured_unit: 'mm',
      },
    ]);
    expect(formatMeasurement(14, 'mm')).toBe('14 mm');
    expect(formatMeasurement(76, null)).toBe('76');
    expect(measurementText({ measured_value: 14, measured_unit: 'mm', expected: '8–10 mm' })).toBe(
      'measured 14 mm (expected 8–10 mm)',
    );
    expect(measurementText({ measured_value: null, expected: '8–10 mm' })).toBeNull();
  });
  it('stores results in the checklist order with the step text', () => {
    expect(
      checklistRecord(steps, [
        { step_id: 's2', result: 'na', note: '' },
        { step_id: 's1', result: 'pass' },
      ]),
    ).toEqual([
      { step_id: 's1', text: 'Isolate power', required: true, result: 'pass', note: null },
      { step_id: 's2', text: 'Check belt tension', required: false, result: 'na', note: null },
    ]);
  });
});

describe('cost (labour at the rate, default £35/h, plus parts at unit cost)', () => {
  it('computes labour and parts', () => {
    expect(DEFAULT_LABOUR_RATE).toBe(35);
    expect(labourCost(1.5, 35)).toBe(52.5);
    expect(
      workOrderCost({
        actual_duration: 2,
        labour_rate: 35,
        parts: [
          { quantity: 2, unit_cost: 4.25 },
          { quantity: 1, unit_cost: null },
        ],
      }),
    ).toEqual({ cost: 78.5, labour_cost: 70, parts_cost: 8.5, other_cost: 0 });
  });
  it('adds a typed cost as other costs, never in place of labour and parts: £105 + £25 + £600 = £730', () => {
    expect(
      workOrderCost({
        cost: 600,
        actual_duration: 3,
        labour_rate: 35,
        parts: [{ quantity: 1, unit_cost: 25 }],
      }),
    ).toEqual({ cost: 730, labour_cost: 105, parts_cost: 25, other_cost: 600 });
  });
});

describe('compliance columns and follow-ups', () => {
  it('fills the spec columns from the clearance', () => {
    expect(complianceColumns(CLEARED_HYGIENE_CLEARANCE)).toEqual({
      materials_tools_removed: true,
      safety_compliance: true,
      structural_damage: false,
      rust_visible: false,
    });
  });
  it('creates a permanent-repair follow-up for a temporary fix, scheduled for the deadline', () => {
    expect(needsFollowUp({ fix_type: 'temporary', follow_up_required: false })).toBe(true);
    expect(needsFollowUp({ fix_type: 'permanent', follow_up_required: false })).toBe(false);
    const follow = followUpFromWorkOrder(
      {
        id: 'p',
        title: 'Fix conveyor',
        asset_id: 'a',
        priority: 'high',
        assigned_to: null,
        source_breakdown_id: null,
      },
      { ...valid, fix_type: 'temporary', permanent_repair_deadline: '2026-04-01T00:00:00.000Z' },
    );
    expect(follow).toMatchObject({
      title: 'Permanent repair: Fix conveyor',
      date_scheduled: '2026-04-01T00:00:00.000Z',
      source_work_order_id: 'p',
      status: 'pending',
    });
  });
});

describe('permissions (technician works own or unassigned; manager creates, assigns, deletes)', () => {
  it('follows the roles', () => {
    expect(workOrderPermissions('user')).toMatchObject({ create: false, work: false });
    expect(workOrderPermissions('technician')).toMatchObject({ create: false, delete: false, work: true });
    expect(workOrderPermissions('manager')).toMatchObject({ create: true, delete: true, assign: true });
    expect(canWorkOnWorkOrder('technician', 'u1', { assigned_to: null })).toBe(true);
    expect(canWorkOnWorkOrder('technician', 'u1', { assigned_to: 'u1' })).toBe(true);
    expect(canWorkOnWorkOrder('technician', 'u1', { assigned_to: 'u2' })).toBe(false);
    expect(canWorkOnWorkOrder('manager', 'u1', { assigned_to: 'u2' })).toBe(true);
    expect(canWorkOnWorkOrder('user', 'u1', { assigned_to: null })).toBe(false);
  });
});

describe('expected range of a checklist step', () => {
  it('reads the ranges written on the demo checklists', () => {
    expect(expectedRange('8–10 mm deflection')).toEqual({
      min: 8,
      max: 10,
      min_inclusive: true,
      max_inclusive: true,
      unit: 'mm',
    });
    expect(expectedRange('1.5 to 2.0 %')).toMatchObject({ min: 1.5, max: 2, unit: '%' });
    expect(expectedRange('≥ 75 °C')).toMatchObject({ min: 75, max: null, unit: '°C' });
    expect(expectedRange('< 50 µS/cm')).toMatchObject({
      min: null,
      max: 50,
      max_inclusive: false,
      unit: 'µS/cm',
    });
    expect(expectedRange('max 16 mm')).toMatchObject({ min: null, max: 16, max_inclusive: true });
  });
  it('finds no range in a product name or a test-piece size', () => {
    expect(expectedRange('Klüber H1 400 g')).toBeNull();
    expect(expectedRange('1.5 mm Fe')).toBeNull();
    expect(expectedRange('')).toBeNull();
    expect(expectedRange(null)).toBeNull();
  });
  it('suggests fail only for a value outside the range', () => {
    expect(outsideExpected('8–10 mm', 14)).toBe(true);
    expect(outsideExpected('8–10 mm', 10)).toBe(false);
    expect(outsideExpected('8–10 mm', 7.9)).toBe(true);
    expect(outsideExpected('< 50 µS/cm', 50)).toBe(true);
    expect(outsideExpected('≥ 75 °C', 75)).toBe(false);
    expect(outsideExpected('≥ 75 °C', 74)).toBe(true);
    expect(outsideExpected('1.5 mm Fe', 3)).toBe(false);
    expect(outsideExpected('8–10 mm', null)).toBe(false);
  });
});
