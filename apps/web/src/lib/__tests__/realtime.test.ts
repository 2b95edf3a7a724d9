import { VIEW_READS } from '@plantwise/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectRealtime,
  keysForTable,
  onRealtimeEvent,
  refreshUnlessLive,
  registerTableKeys,
  registerViewKeys,
} from '../realtime';

/** A WebSocket stand-in the test drives: open, deliver messages, close with a code. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  static latest() {
    return FakeSocket.instances[FakeSocket.instances.length - 1];
  }
  open() {
    this.onopen?.();
  }
  deliver(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  serverClose(code: number) {
    this.onclose?.({ code });
  }
  close(code = 1000) {
    this.closedWith = code;
    this.onclose?.({ code });
  }
}

function setup(sessionAlive: () => Promise<boolean> = async () => true) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const statuses: string[] = [];
  const stop = connectRealtime(queryClient, {
    url: 'ws://test/api/realtime',
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random: () => 0.999_999,
    onStatus: (status) => statuses.push(status),
    sessionAlive,
  });
  return { queryClient, invalidate, statuses, stop };
}

describe('realtime client', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('invalidates the query keys registered for the changed table only, once per burst', () => {
    registerTableKeys('widgets', [['widgets'], ['dashboard', 'widgets']]);
    registerTableKeys('gadgets', [['gadgets']]);
    const { invalidate, stop } = setup();
    FakeSocket.latest().open();
    for (let i = 0; i < 500; i++)
      FakeSocket.latest().deliver({ table: 'widgets', op: 'UPDATE', id: `w${i}` });
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['widgets'],
      ['dashboard', 'widgets'],
    ]);
    stop();
  });

  it("registers a view's keys for every table the domain says that view reads, and only those", () => {
    registerViewKeys('budgetExpenses', [['test-expenses']]);
    const registeredFor = (table: string) =>
      keysForTable(table).some((key) => JSON.stringify(key) === '["test-expenses"]');
    expect(VIEW_READS.budgetExpenses.filter(registeredFor)).toEqual([...VIEW_READS.budgetExpenses]);
    expect(registeredFor('work_orders')).toBe(false);
  });

  it('tells the listeners of a table and ignores malformed messages', () => {
    const seen: unknown[] = [];
    const unsubscribe = onRealtimeEvent('sprockets', (event) => seen.push(event));
    const { stop } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    socket.deliver({ table: 'sprockets', op: 'DELETE', id: 's9' });
    socket.deliver({ table: 'sprockets', op: 'EXPLODE', id: 's9' });
    socket.onmessage?.({ data: 'not json' });
    expect(seen).toEqual([{ table: 'sprockets', op: 'DELETE', id: 's9' }]);
    unsubscribe();
    socket.deliver({ table: 'sprockets', op: 'INSERT', id: 's10' });
    expect(seen).toHaveLength(1);
    stop();
  });

  it('reconnects with back-off and refetches every query after reconnecting', async () => {
    const { invalidate, statuses, stop } = setup();
    FakeSocket.latest().open();
    expect(invalidate).not.toHaveBeenCalled();

    FakeSocket.latest().serverClose(1006);
    expect(statuses.at(-1)).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    // The second attempt fails before opening (the session is still valid): the wait doubles.
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.instances).toHaveLength(3);

    FakeSocket.latest().open();
    expect(invalidate).toHaveBeenCalledWith();
    expect(statuses.at(-1)).toBe('open');
    stop();
  });

  it('does not reconnect when the server ended the session, and refetches so that sign-in follows', () => {
    const { invalidate, statuses, stop } = setup();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith();
    expect(statuses.at(-1)).toBe('stopped');
    stop();
  });

  it('stops when a refused handshake turns out to be an ended session', async () => {
    const { invalidate, statuses, stop } = setup(async () => false);
    FakeSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith();
    expect(statuses.at(-1)).toBe('stopped');
    stop();
  });

  it('closes the socket and stops reconnecting when stopped', () => {
    const { stop } = setup();
    const socket = FakeSocket.latest();
    socket.open();
    stop();
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reconnects at once when the browser comes back online', () => {
    const { stop } = setup();
    FakeSocket.latest().open();
    FakeSocket.latest().serverClose(1006);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    stop();
  });

  it("leaves a tab's own change to the server's event while the socket is open, and refetches itself otherwise", async () => {
    const { queryClient, invalidate, stop } = setup();
    await refreshUnlessLive(queryClient, ['widgets']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['widgets'] });
    invalidate.mockClear();
    FakeSocket.latest().open();
    await refreshUnlessLive(queryClient, ['widgets']);
    expect(invalidate).not.toHaveBeenCalled();
    FakeSocket.latest().serverClose(1006);
    await refreshUnlessLive(queryClient, ['widgets'], ['gadgets']);
    expect(invalidate).toHaveBeenCalledTimes(2);
    stop();
  });
});
