import { describe, expect, it } from 'vitest';
import { BREAKDOWN_STATUSES } from '../common/enums';
import { BREAKDOWN_MESSAGES } from './messages';
import {
  cancelFields,
  checkBreakdownAction,
  checkPlainUpdate,
  isActiveBreakdown,
  STATUS_AFTER,
} from './status';

describe('breakdown statuses (spec §4)', () => {
  it('moves reported → assigned on assignment, resolved on stopping the clock, completed only by BRC completion', () => {
    expect(STATUS_AFTER).toEqual({
      assign: 'assigned',
      stop: 'resolved',
      cancel: 'cancelled',
      complete: 'completed',
    });
  });

  it('counts as active everything not resolved, cancelled or completed', () => {
    expect(BREAKDOWN_STATUSES.filter(isActiveBreakdown)).toEqual(['reported', 'assigned']);
  });
});

describe('checkBreakdownAction', () => {
  it('allows cancelling from any status before completed', () => {
    for (const status of ['reported', 'assigned', 'resolved'] as const) {
      expect(checkBreakdownAction(status, 'cancel')).toEqual({ ok: true });
    }
    expect(checkBreakdownAction('cancelled', 'cancel')).toMatchObject({ ok: false, reason: 'conflict' });
  });

  it('keeps completed breakdowns read-only and refuses to delete them (BRC records are retained)', () => {
    for (const action of ['assign', 'stop', 'cancel', 'complete', 'update'] as const) {
      expect(checkBreakdownAction('completed', action)).toEqual({
        ok: false,
        reason: 'read_only',
        message: BREAKDOWN_MESSAGES.completedReadOnly,
      });
    }
    const refusal = checkBreakdownAction('completed', 'delete');
    expect(refusal).toMatchObject({ ok: false, reason: 'read_only' });
    expect(refusal.ok || refusal.message).toMatch(/^BRC records are retained/);
  });

  it('stops and assigns only a running breakdown', () => {
    expect(checkBreakdownAction('reported', 'stop')).toEqual({ ok: true });
    expect(checkBreakdownAction('assigned', 'stop')).toEqual({ ok: true });
    expect(checkBreakdownAction('resolved', 'stop')).toMatchObject({
      ok: false,
      message: BREAKDOWN_MESSAGES.clockAlreadyStopped,
    });
    expect(checkBreakdownAction('resolved', 'assign')).toMatchObject({ ok: false });
    expect(checkBreakdownAction('cancelled', 'assign')).toMatchObject({
      ok: false,
      message: BREAKDOWN_MESSAGES.cancelledClosed,
    });
  });

  it('completes from reported, assigned or resolved but not from cancelled', () => {
    expect(checkBreakdownAction('reported', 'complete').ok).toBe(true);
    expect(checkBreakdownAction('assigned', 'complete').ok).toBe(true);
    expect(checkBreakdownAction('resolved', 'complete').ok).toBe(true);
    expect(checkBreakdownAction('cancelled', 'complete').ok).toBe(false);
  });

  it('deletes any breakdown that is not completed', () => {
    for (const status of ['reported', 'assigned', 'resolved', 'cancelled'] as const) {
      expect(checkBreakdownAction(status, 'delete')).toEqual({ ok: true });
    }
  });
});

describe('checkPlainUpdate', () => {
  const current = { status: 'resolved', stage: 'detailed' } as const;

  it('refuses to set completed through a plain update (spec §4, §8)', () => {
    expect(checkPlainUpdate(current, { status: 'completed' })).toEqual({
      ok: false,
      reason: 'brc',
      message: 'Breakdowns must be completed through the completion dialog to ensure BRC compliance',
    });
  });

  it('sends other status changes to the actions and accepts the unchanged status', () => {
    expect(checkPlainUpdate(current, { status: 'reported' })).toMatchObject({ ok: false, reason: 'status' });
    expect(checkPlainUpdate(current, { status: 'resolved' })).toEqual({ ok: true });
  });

  it('completes a quick report to detailed but never back', () => {
    expect(checkPlainUpdate({ status: 'reported', stage: 'quick' }, { stage: 'detailed' })).toEqual({
      ok: true,
    });
    expect(checkPlainUpdate(current, { stage: 'quick' })).toMatchObject({ ok: false, reason: 'stage' });
  });
});

describe('cancelFields', () => {
  it('records the end time (spec §4)', () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    expect(cancelFields({ breakdown_end_time: null }, now)).toEqual({
      status: 'cancelled',
      breakdown_end_time: '2026-03-02T10:00:00.000Z',
    });
  });

  it('keeps the end time of a breakdown whose clock was already stopped', () => {
    const now = new Date('2026-03-02T10:00:00.000Z');
    expect(cancelFields({ breakdown_end_time: '2026-03-02T09:00:00.000Z' }, now).breakdown_end_time).toBe(
      '2026-03-02T09:00:00.000Z',
    );
  });
});
