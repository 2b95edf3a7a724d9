import type { DeliveryToast } from '@plantwise/domain';
import { describe, expect, it } from 'vitest';
import { startDeliveryStatusCheck } from '../utils/delivery-status-check';

type Row = {
  channel: string;
  delivery_status: 'pending' | 'sent' | 'failed' | 'skipped';
  error?: string | null;
};

/** Runs the checks with a recorded timer: returns the delays asked for and the toasts shown. */
async function run(answers: Row[][]) {
  const delays: number[] = [];
  const toasts: DeliveryToast[] = [];
  const timers: Array<() => void> = [];
  let call = 0;
  startDeliveryStatusCheck('b-1', {
    fetchHistory: async () => {
      const data = answers[Math.min(call, answers.length - 1)] ?? [];
      call += 1;
      return { data: data.map((row, i) => ({ ...row, id: `n-${i}` })) as never, total: data.length };
    },
    notify: (toast) => toasts.push(toast),
    setTimer: (fn, ms) => {
      delays.push(ms);
      timers.push(fn);
    },
  });
  while (timers.length > 0) {
    timers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { delays, toasts, calls: call };
}

describe('startDeliveryStatusCheck (spec §9)', () => {
  it('checks at 5 s, then attempt × 3 s while pending, and reports the sent and failed counts', async () => {
    const pending: Row[] = [{ channel: 'email', delivery_status: 'pending' }];
    const done: Row[] = [
      { channel: 'email', delivery_status: 'sent' },
      { channel: 'email', delivery_status: 'failed', error: 'Mailbox full' },
    ];
    const { delays, toasts, calls } = await run([pending, pending, done]);
    expect(delays).toEqual([5_000, 3_000, 6_000]);
    expect(calls).toBe(3);
    expect(toasts.map((t) => t.title)).toEqual(['Email Notifications Sent', 'Email Notifications Failed']);
    expect(toasts[0].description).toBe('1 email notification sent about this breakdown');
  });

  it("retries at attempt × 2 s while none is found and then says 'No Email Recipients'", async () => {
    const { delays, toasts } = await run([[]]);
    expect(delays).toEqual([5_000, 2_000, 4_000]);
    expect(toasts.map((t) => t.title)).toEqual(['No Email Recipients']);
  });

  it('stops at the first check once delivery is done', async () => {
    const { delays, toasts } = await run([[{ channel: 'email', delivery_status: 'sent' }]]);
    expect(delays).toEqual([5_000]);
    expect(toasts.map((t) => t.title)).toEqual(['Email Notifications Sent']);
  });

  it('shows the processing message when e-mails are still pending after the third check', async () => {
    const { toasts } = await run([[{ channel: 'email', delivery_status: 'pending' }]]);
    expect(toasts.map((t) => t.title)).toEqual(['Email Notifications Processing']);
  });
});
