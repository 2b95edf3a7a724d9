import { describe, expect, it } from 'vitest';
import {
  assetHistoryPriorityLabel,
  assetHistoryStatusLabel,
  releaseHistoryTitle,
} from './asset-history-labels';

describe('asset history labels', () => {
  it('names each kind of entry’s status in people’s words', () => {
    expect(assetHistoryStatusLabel({ type: 'work_order', status: 'in-progress' })).toBe('In progress');
    expect(assetHistoryStatusLabel({ type: 'breakdown', status: 'reported' })).toBe('Reported');
    expect(assetHistoryStatusLabel({ type: 'maintenance_task', status: 'inactive' })).toBe('Inactive');
    expect(assetHistoryStatusLabel({ type: 'hygiene_release', status: 'released' })).toBe('Released');
  });

  it('names who released the asset for production', () => {
    expect(releaseHistoryTitle('Quinn Quality')).toBe('Released for production by Quinn Quality');
    expect(releaseHistoryTitle(null)).toBe('Released for production');
  });

  it('calls a breakdown’s priority its severity', () => {
    expect(assetHistoryPriorityLabel({ type: 'breakdown', priority: 'critical' })).toBe('Severity Critical');
    expect(assetHistoryPriorityLabel({ type: 'maintenance_task', priority: 'medium' })).toBe(
      'Priority Medium',
    );
    expect(assetHistoryPriorityLabel({ type: 'work_order', priority: null })).toBeNull();
  });
});
