import { describe, expect, it } from 'vitest';
import { CLEARED_HYGIENE_CLEARANCE, HYGIENE_CLEARANCE_ITEMS } from '../compliance/hygiene-clearance';
import {
  brcErrorToast,
  type CompletionInput,
  checkBrcCompletion,
  cleanCategories,
  completionFields,
  followUpWorkOrder,
} from './brc-completion';

const now = new Date('2026-03-02T12:00:00.000Z');
const valid: CompletionInput = {
  completion_notes: 'Replaced the drive belt and tensioned it',
  safety_compliance_check: true,
  breakdown_categories: ['mechanical'],
  completed_by: 'Sam Fitter',
  fix_type: 'permanent',
  permanent_repair_deadline: null,
  hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
};

describe('checkBrcCompletion (spec §5 "Completing a breakdown requires all of")', () => {
  it('accepts a complete, cleared permanent repair', () => {
    expect(checkBrcCompletion(valid, now)).toEqual({ ok: true });
  });

  it('refuses to complete a breakdown without completion notes', () => {
    expect(checkBrcCompletion({ ...valid, completion_notes: '   ' }, now)).toEqual({
      ok: false,
      failures: [{ validation_type: 'completion_notes', failure_reason: 'Completion notes are required' }],
      message: 'BRC compliance validation failed: Completion notes are required',
    });
  });

  it('refuses unverified safety compliance, empty categories and an empty completed-by', () => {
    const check = checkBrcCompletion(
      { ...valid, safety_compliance_check: false, breakdown_categories: [' ', ''], completed_by: '' },
      now,
    );
    expect(check).toMatchObject({
      ok: false,
      message:
        'BRC compliance validation failed: Safety compliance must be verified, Breakdown categories are required, Completed by field is required',
    });
  });

  it('lists all four failures in the spec order', () => {
    const check = checkBrcCompletion(
      {
        ...valid,
        completion_notes: '',
        safety_compliance_check: false,
        breakdown_categories: [],
        completed_by: ' ',
      },
      now,
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.failures.map((f) => f.validation_type)).toEqual([
      'completion_notes',
      'safety_compliance_check',
      'breakdown_categories',
      'completed_by',
    ]);
  });

  it('refuses every hygiene clearance item that is not confirmed, naming it', () => {
    for (const { key, label } of HYGIENE_CLEARANCE_ITEMS) {
      const check = checkBrcCompletion(
        { ...valid, hygiene_clearance: { ...CLEARED_HYGIENE_CLEARANCE, [key]: false } },
        now,
      );
      expect(check).toEqual({
        ok: false,
        failures: [
          {
            validation_type: `hygiene_clearance.${key}`,
            failure_reason: `Hygiene clearance not confirmed: ${label}`,
          },
        ],
        message: `BRC compliance validation failed: Hygiene clearance not confirmed: ${label}`,
      });
    }
    expect(HYGIENE_CLEARANCE_ITEMS).toHaveLength(6);
  });

  it('needs a permanent-repair deadline in the future for a temporary repair', () => {
    expect(checkBrcCompletion({ ...valid, fix_type: 'temporary' }, now)).toMatchObject({
      ok: false,
      failures: [
        {
          validation_type: 'permanent_repair_deadline',
          failure_reason: 'A temporary repair needs a permanent repair deadline',
        },
      ],
    });
    expect(
      checkBrcCompletion(
        { ...valid, fix_type: 'temporary', permanent_repair_deadline: '2026-03-01T12:00:00.000Z' },
        now,
      ),
    ).toMatchObject({
      ok: false,
      failures: [{ failure_reason: 'The permanent repair deadline must be in the future' }],
    });
    expect(
      checkBrcCompletion(
        { ...valid, fix_type: 'temporary', permanent_repair_deadline: '2026-03-09T12:00:00.000Z' },
        now,
      ),
    ).toEqual({ ok: true });
  });
});

describe('brcErrorToast', () => {
  it('maps the four server reasons to the spec §8 texts', () => {
    expect(brcErrorToast('Completion notes are required')).toBe(
      'BRC Compliance Error: Completion notes are required',
    );
    expect(brcErrorToast('Safety compliance must be verified')).toBe(
      'BRC Compliance Error: Safety compliance must be verified',
    );
    expect(brcErrorToast('Breakdown categories are required')).toBe(
      'BRC Compliance Error: Breakdown categories are required',
    );
    expect(brcErrorToast('Completed by field is required')).toBe(
      'BRC Compliance Error: Completed by field is required',
    );
  });
});

describe('cleanCategories', () => {
  it('trims, drops empty and removes duplicates', () => {
    expect(cleanCategories([' Mechanical ', 'mechanical', '', 'Electrical'])).toEqual([
      'Mechanical',
      'Electrical',
    ]);
  });
});

describe('completionFields', () => {
  it('stops a running clock at completion and stores the record fields', () => {
    const fields = completionFields(
      { breakdown_start_time: '2026-03-02T09:00:00.000Z', breakdown_end_time: null, downtime_hours: null },
      { ...valid, breakdown_categories: ['mechanical', 'Mechanical'] },
      now,
    );
    expect(fields).toMatchObject({
      status: 'completed',
      completed_at: '2026-03-02T12:00:00.000Z',
      breakdown_end_time: '2026-03-02T12:00:00.000Z',
      downtime_hours: 3,
      safety_compliance_check: 'verified',
      breakdown_categories: ['mechanical'],
      permanent_repair_deadline: null,
      hygiene_clearance: CLEARED_HYGIENE_CLEARANCE,
      needs_completion: false,
    });
  });

  it('keeps the end time and hours of a stopped clock', () => {
    const fields = completionFields(
      {
        breakdown_start_time: '2026-03-02T09:00:00.000Z',
        breakdown_end_time: '2026-03-02T10:00:00.000Z',
        downtime_hours: 1,
      },
      { ...valid, fix_type: 'temporary', permanent_repair_deadline: '2026-03-09T12:00:00.000Z' },
      now,
    );
    expect(fields).toMatchObject({
      breakdown_end_time: '2026-03-02T10:00:00.000Z',
      downtime_hours: 1,
      fix_type: 'temporary',
      permanent_repair_deadline: '2026-03-09T12:00:00.000Z',
    });
  });
});

describe('followUpWorkOrder', () => {
  it('is a corrective work order for the permanent repair, scheduled for the deadline', () => {
    const order = followUpWorkOrder(
      { id: 'b-1', title: 'Conveyor belt snapped', asset_id: 'a-1', severity: 'high' },
      {
        completed_by: 'Sam',
        completion_notes: 'Clamped',
        permanent_repair_deadline: '2026-03-09T12:00:00.000Z',
      },
    );
    expect(order).toMatchObject({
      title: 'Permanent repair: Conveyor belt snapped',
      asset_id: 'a-1',
      priority: 'high',
      maintenance_type: 'corrective',
      date_scheduled: '2026-03-09T12:00:00.000Z',
      follow_up_required: true,
      follow_up_date: '2026-03-09T12:00:00.000Z',
      source_breakdown_id: 'b-1',
    });
  });
});
