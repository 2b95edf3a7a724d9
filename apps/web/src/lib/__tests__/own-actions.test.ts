import { afterEach, describe, expect, it } from 'vitest';
import { forgetOwnActions, isOwnRecentAction, rememberOwnAction } from '../own-actions';

const WO = '7d1d3c4e-0000-4000-8000-000000000001';
const OTHER = '7d1d3c4e-0000-4000-8000-000000000002';

describe('own recent actions', () => {
  afterEach(forgetOwnActions);

  it('knows a notification about a record this browser just changed, for 30 s', () => {
    rememberOwnAction(undefined, WO, 1_000);
    expect(isOwnRecentAction(`/work-orders?highlight=${WO}`, 2_000)).toBe(true);
    expect(isOwnRecentAction(`/work-orders?highlight=${WO}`, 32_000)).toBe(false);
    expect(isOwnRecentAction(`/work-orders?highlight=${OTHER}`, 2_000)).toBe(false);
    expect(isOwnRecentAction(null, 2_000)).toBe(false);
  });

  it('takes the id from the request sent and from the answer', () => {
    rememberOwnAction({ id: OTHER }, { id: WO, body: {} }, 0);
    expect(isOwnRecentAction(`/reactive-maintenance?highlight=${OTHER}`, 1)).toBe(true);
    expect(isOwnRecentAction(`/work-orders?highlight=${WO}`, 1)).toBe(true);
  });
});
