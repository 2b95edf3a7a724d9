import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from '../api-client';
import { offlineIndicatorText } from '../offline/messages';
import { isRetryable, memoryStore, type NewChange, OfflineQueue, type QueuedChange } from '../offline/queue';

const change = (label: string, path = `/api/x/${label}`): NewChange => ({
  method: 'POST',
  path,
  body: { kind: 'json', value: { label } },
  label,
  kind: 'test',
  record_id: null,
});

const noAnswer = () => new ApiError(0, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE);

function setup(options: { online?: () => boolean; send?: (c: QueuedChange) => Promise<unknown> } = {}) {
  const store = memoryStore();
  const sent: QueuedChange[] = [];
  const retries: Array<() => void> = [];
  let n = 0;
  const make = (s = store) =>
    new OfflineQueue({
      store: s,
      owner: 'tom',
      isOnline: options.online ?? (() => true),
      newId: () => `id-${++n}`,
      send:
        options.send ??
        (async (c) => {
          sent.push(c);
          return { ok: true };
        }),
      schedule: (fn) => {
        retries.push(fn);
        return () => undefined;
      },
    });
  return { store, sent, retries, queue: make(), make };
}

describe('offline queue', () => {
  it('keeps changes made offline, each with its own key, and sends them in the order made', async () => {
    let online = false;
    const { queue, sent, store } = setup({ online: () => online });
    await queue.enqueue(change('complete'));
    await queue.enqueue(change('report'));
    expect(sent).toEqual([]);
    expect(queue.pending().map((c) => c.label)).toEqual(['complete', 'report']);
    expect(store.rows.size).toBe(2);
    const keys = queue.list().map((c) => c.key);
    expect(new Set(keys).size).toBe(2);

    online = true;
    await queue.flush();
    expect(sent.map((c) => c.label)).toEqual(['complete', 'report']);
    expect(sent.map((c) => c.key)).toEqual(keys);
    expect(queue.list().map((c) => c.state)).toEqual(['sent', 'sent']);
    expect(queue.pending()).toEqual([]);
  });

  it('survives a reload: a new queue on the same store finds the changes, a half-sent one waiting again', async () => {
    const { queue, store, make, sent } = setup({ online: () => false });
    await queue.enqueue(change('complete'));
    const kept = [...store.rows.values()][0] as QueuedChange;
    store.rows.set(kept.id, { ...kept, state: 'sending' });
    const reloaded = make();
    await reloaded.load();
    expect(reloaded.list().map((c) => [c.label, c.state, c.key])).toEqual([
      ['complete', 'waiting', kept.key],
    ]);
    expect(sent).toEqual([]);
  });

  it('only the person who made a change sends it', async () => {
    const store = memoryStore();
    const other = new OfflineQueue({ store, owner: 'ann', isOnline: () => false, send: vi.fn() });
    await other.enqueue(change('ann-change'));
    const { make } = setup();
    const mine = make(store);
    await mine.load();
    expect(mine.list()).toEqual([]);
  });

  it('a network error keeps the change waiting, stops the later ones, and tries again later', async () => {
    let fail = true;
    const sent: string[] = [];
    const { queue, retries } = setup({
      send: async (c) => {
        if (fail) throw noAnswer();
        sent.push(c.label);
        return {};
      },
    });
    await queue.enqueue(change('first'));
    await queue.flush();
    await queue.enqueue(change('second'));
    await queue.flush();
    expect(queue.list().map((c) => c.state)).toEqual(['waiting', 'waiting']);
    expect(sent).toEqual([]);
    expect(retries.length).toBeGreaterThan(0);
    fail = false;
    retries.at(-1)?.();
    await queue.flush();
    expect(sent).toEqual(['first', 'second']);
  });

  it("a refusal (4xx) is kept with the server's message and the input; the next change is still sent", async () => {
    const sent: string[] = [];
    const { queue } = setup({
      send: async (c) => {
        if (c.label === 'complete')
          throw new ApiError(409, 'conflict', 'This work order is already completed');
        sent.push(c.label);
        return {};
      },
    });
    await queue.enqueue(change('complete'));
    await queue.enqueue(change('report'));
    await queue.flush();
    const [refused, next] = queue.list();
    expect(refused).toMatchObject({
      state: 'refused',
      message: 'This work order is already completed',
      body: { kind: 'json', value: { label: 'complete' } },
    });
    expect(next?.state).toBe('sent');
    expect(sent).toEqual(['report']);
  });

  it('a refused change sent again gets a new key (the old one would replay the refusal); discard drops it', async () => {
    let refuse = true;
    const { queue } = setup({
      send: async () => {
        if (refuse) throw new ApiError(422, 'stock_insufficient', 'Not enough stock');
        return {};
      },
    });
    const first = await queue.enqueue(change('adjust'));
    await queue.flush();
    refuse = false;
    await queue.sendAgain(first.id);
    await queue.flush();
    const [again] = queue.list();
    expect(again?.state).toBe('sent');
    expect(again?.key).not.toBe(first.key);
    await queue.discard(first.id);
    expect(queue.list()).toEqual([]);
  });

  it('tells retryable failures from refusals', () => {
    expect(isRetryable(noAnswer())).toBe(true);
    expect(isRetryable(new ApiError(503, 'unavailable', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'idempotency_key_in_progress', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(401, 'unauthorized', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'work_order_completed', 'x'))).toBe(false);
    expect(isRetryable(new ApiError(422, 'validation_failed', 'x'))).toBe(false);
  });
});

describe('the offline indicator', () => {
  it('counts changes in plain words', () => {
    expect(offlineIndicatorText({ online: false, waiting: 3, refused: 0 })).toBe(
      'Offline — 3 changes waiting',
    );
    expect(offlineIndicatorText({ online: false, waiting: 1, refused: 0 })).toBe(
      'Offline — 1 change waiting',
    );
    expect(offlineIndicatorText({ online: true, waiting: 2, refused: 0 })).toBe('Sending 2 changes…');
    expect(offlineIndicatorText({ online: true, waiting: 0, refused: 1 })).toBe('1 change refused');
    expect(offlineIndicatorText({ online: true, waiting: 0, refused: 0 })).toBeNull();
  });
});
