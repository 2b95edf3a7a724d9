import { describe, expect, it } from 'vitest';
import { dueAlertNotification } from '../maintenance/messages';
import { assignmentNotification, notificationRecipients, plantWhen } from './notification-texts';

const LONDON = 'Europe/London';
// 23:30 in London on Wednesday 1 July 2026 is 22:30 UTC (BST).
const NOW = new Date('2026-07-01T22:30:00Z');

describe('plantWhen', () => {
  it('says today, tomorrow and yesterday on the plant clock, not the server’s', () => {
    expect(plantWhen('2026-07-01T22:45:00Z', NOW, LONDON)).toBe('today at 23:45 BST');
    // 00:15 UTC on 2 July is 01:15 on Thursday in London.
    expect(plantWhen('2026-07-02T00:15:00Z', NOW, LONDON)).toBe('tomorrow at 01:15 BST');
    expect(plantWhen('2026-06-30T07:00:00Z', NOW, LONDON)).toBe('yesterday at 08:00 BST');
  });

  it("names the plant's zone, so a mail read elsewhere says which clock it means", () => {
    // NOW is 10:30 on Thursday 2 July in Auckland (UTC+12) and 17:30 on Wednesday 1 July in Chicago.
    expect(plantWhen('2026-07-01T20:00:00Z', NOW, 'Pacific/Auckland')).toBe('today at 08:00 GMT+12');
    expect(plantWhen('2026-07-02T04:00:00Z', NOW, 'America/Chicago')).toBe('today at 23:00 GMT-5');
    expect(plantWhen('2026-07-02T06:00:00Z', NOW, 'America/Chicago')).toBe('tomorrow at 01:00 GMT-5');
  });

  it('names the day further out, with the year only when it is not this one', () => {
    expect(plantWhen('2026-07-09T07:00:00Z', NOW, LONDON)).toBe('on Thu 9 Jul at 08:00 BST');
    expect(plantWhen('2027-01-04T08:00:00Z', NOW, LONDON)).toBe('on Mon 4 Jan 2027 at 08:00 GMT');
  });
});

describe('notificationRecipients', () => {
  it('keeps each person once and leaves out nobody and the person who acted', () => {
    expect(notificationRecipients(['a', null, 'b', 'a', undefined, 'me'], 'me')).toEqual(['a', 'b']);
    expect(notificationRecipients(['me'], 'me')).toEqual([]);
  });
});

describe('assignmentNotification', () => {
  it('names the work, the asset as "code · name", the plant-local time and who assigned it', () => {
    const n = assignmentNotification({
      subject: 'work_order',
      id: 'wo-1',
      title: 'Replace bowl seal',
      reference: 'WO-2026-000123',
      asset: { id: 'asset-1', asset_id: 'MIX-001', asset_name: 'Spiral Dough Mixer' },
      when: '2026-07-02T08:00:00Z',
      assigned_by: 'Maria Manager',
      now: NOW,
      timeZone: LONDON,
    });
    expect(n).toMatchObject({
      notification_type: 'assignment',
      title: 'Work order assigned to you',
      urgency: 'medium',
      metadata: { work_order_id: 'wo-1', asset_id: 'asset-1' },
    });
    expect(n.message).toBe(
      'WO-2026-000123 "Replace bowl seal" on MIX-001 · Spiral Dough Mixer is now yours. It is scheduled tomorrow at 09:00 BST. Assigned by Maria Manager.',
    );
  });

  it('gives a breakdown its severity and its completion deadline', () => {
    const n = assignmentNotification({
      subject: 'breakdown',
      id: 'b-1',
      title: 'Reject arm not firing',
      asset: { asset_id: 'MD-001', asset_name: 'Metal Detector' },
      when: '2026-07-05T12:00:00Z',
      assigned_by: null,
      severity: 'critical',
      now: NOW,
      timeZone: LONDON,
    });
    expect(n.urgency).toBe('critical');
    expect(n.metadata).toEqual({ breakdown_id: 'b-1' });
    expect(n.message).toBe(
      '"Reject arm not firing" on MD-001 · Metal Detector is now yours. It is to be completed by Sun 5 Jul at 13:00 BST.',
    );
  });
});

describe('dueAlertNotification', () => {
  const task = {
    id: 't-1',
    title: 'Daily CIP verification',
    asset_id: 'asset-1',
    priority: 'high',
    type: 'preventive',
    next_due_date: '2026-07-02T07:00:00.000Z',
  };
  const context = { asset: { asset_id: 'CIP-001', asset_name: 'CIP Set' }, now: NOW, timeZone: LONDON };

  it('says when a task falls due in plain words, with its asset, never an ISO time', () => {
    const n = dueAlertNotification(task, 'due_soon', context);
    expect(n.title).toBe('Maintenance due: Daily CIP verification');
    expect(n.message).toBe(
      'Maintenance task "Daily CIP verification" on CIP-001 · CIP Set is due tomorrow at 08:00 BST.',
    );
  });

  it('says when an overdue task was due', () => {
    const n = dueAlertNotification(
      { ...task, next_due_date: '2026-06-28T07:00:00.000Z' },
      'overdue',
      context,
    );
    expect(n).toMatchObject({ title: 'Maintenance overdue: Daily CIP verification', urgency: 'high' });
    expect(n.message).toBe(
      'Maintenance task "Daily CIP verification" on CIP-001 · CIP Set was due on Sun 28 Jun at 08:00 BST and has not been done.',
    );
  });
});
