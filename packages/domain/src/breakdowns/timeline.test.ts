import { describe, expect, it } from 'vitest';
import { buildBreakdownTimeline } from './timeline';

describe('buildBreakdownTimeline', () => {
  it('tells the story of a breakdown: reported, assigned, stopped, refused, completed, notified', () => {
    const events = buildBreakdownTimeline(
      [
        {
          action: 'breakdown.reported',
          occurred_at: '2026-03-02T08:00:00.000Z',
          actor: 'Olive Operator',
          before: null,
          after: { severity: 'critical', stage: 'quick', field_reporter_name: 'Olive' },
        },
        {
          action: 'breakdown.assigned',
          occurred_at: '2026-03-02T08:05:00.000Z',
          actor: 'Mia Manager',
          before: {},
          after: {
            assignee_name: 'Sam Fitter',
            severity: 'critical',
            completion_deadline: '2026-07-02T15:00:00.000Z',
          },
        },
        {
          action: 'breakdown.stopped',
          occurred_at: '2026-03-02T10:30:00.000Z',
          actor: 'Sam Fitter',
          before: {},
          after: { downtime_hours: 2.5 },
        },
        {
          action: 'breakdown.completed',
          occurred_at: '2026-03-02T11:00:00.000Z',
          actor: 'Sam Fitter',
          before: {},
          after: {
            completed_by: 'Sam Fitter',
            fix_type: 'temporary',
            downtime_hours: 2.5,
            breakdown_categories: ['mechanical'],
            follow_up_work_order_id: '0b9c…',
            permanent_repair_deadline: '2026-03-09T11:00:00.000Z',
          },
        },
      ],
      [
        {
          failure_reason: 'Completion notes are required',
          created_at: '2026-03-02T10:45:00.000Z',
          actor: 'Sam Fitter',
        },
        {
          failure_reason: 'Hygiene clearance not confirmed: Area cleaned',
          created_at: '2026-03-02T10:45:00.000Z',
          actor: 'Sam Fitter',
        },
      ],
      [
        {
          created_at: '2026-03-02T08:00:07.000Z',
          channel: 'email',
          delivery_status: 'sent',
          recipient: 'Mia Manager',
          error: null,
        },
      ],
      'Europe/London',
    );
    expect(events.map((e) => e.type)).toEqual([
      'reported',
      'notification',
      'assigned',
      'stopped',
      'validation_failed',
      'completed',
      'follow_up_created',
    ]);
    expect(events[0]).toMatchObject({
      summary: 'Breakdown reported',
      details: [
        'Severity: critical',
        'Quick report: details to be completed',
        'Reported on the floor by Olive',
      ],
    });
    expect(events[1].summary).toBe('E-mail to Mia Manager: sent');
    expect(events[2].summary).toBe('Assigned to Sam Fitter');
    // Deadlines are on the plant's clock with its zone's name, summer and winter.
    expect(events[2].details).toEqual(['Severity: critical', 'Deadline: 2 Jul 2026, 16:00 BST']);
    expect(events[6].details).toEqual(['Due: 9 Mar 2026, 11:00 GMT']);
    expect(events[3].summary).toBe('Clock stopped after 2 h 30 min');
    expect(events[4]).toEqual({
      type: 'validation_failed',
      occurred_at: '2026-03-02T10:45:00.000Z',
      actor: 'Sam Fitter',
      summary: 'Completion refused: BRC compliance validation failed',
      details: ['Completion notes are required', 'Hygiene clearance not confirmed: Area cleaned'],
    });
    expect(events[5].details).toContain('Fix: Temporary repair');
  });

  it('says whether a mail went, never why it did not (that is for System Diagnostics)', () => {
    const events = buildBreakdownTimeline(
      [],
      [],
      [
        {
          created_at: '2026-03-02T08:00:07.000Z',
          channel: 'email',
          delivery_status: 'skipped',
          recipient: 'Sam Fitter',
          error: 'No SMTP server is configured: the mail is kept in the outbox for administrators',
        },
      ],
      'Europe/London',
    );
    expect(events).toEqual([
      {
        type: 'notification',
        occurred_at: '2026-03-02T08:00:07.000Z',
        actor: null,
        summary: 'E-mail to Sam Fitter: not sent',
        details: [],
      },
    ]);
  });

  it('lists the changed fields of an update and the reason of a cancellation', () => {
    const events = buildBreakdownTimeline(
      [
        {
          action: 'breakdown.updated',
          occurred_at: '2026-03-02T09:00:00.000Z',
          actor: 'Sam',
          before: {},
          after: { description: 'x', stage: 'detailed', needs_completion: false, updated_at: 'x' },
        },
        {
          action: 'breakdown.cancelled',
          occurred_at: '2026-03-02T09:30:00.000Z',
          actor: 'Mia',
          before: {},
          after: { reason: 'False alarm' },
        },
      ],
      [],
      [],
      'Europe/London',
    );
    expect(events[0].details).toEqual(['Changed: description, stage']);
    expect(events[1]).toMatchObject({ type: 'cancelled', details: ['Reason: False alarm'] });
  });
});
