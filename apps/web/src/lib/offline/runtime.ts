import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, apiRequest, NETWORK_ERROR_CODE } from '../api-client';
import { idbChangeStore } from './idb-store';
import { isOnline } from './online';
import { memoryStore, type NewChange, OfflineQueue, type QueuedBody, type QueuedChange } from './queue';

/** Sends one change as the online path would, with its idempotency key. */
export function sendChange(change: Pick<QueuedChange, 'method' | 'path' | 'body' | 'key'>): Promise<unknown> {
  return apiRequest(change.path, {
    method: change.method,
    body: requestBody(change.body),
    idempotencyKey: change.key,
  });
}

function requestBody(body: QueuedBody): unknown {
  if (body.kind === 'json') return body.value;
  if (body.kind === 'none') return undefined;
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  for (const file of body.files) form.append(file.field, file.blob, file.filename);
  return form;
}

let queue: OfflineQueue | null = null;
const EMPTY: readonly QueuedChange[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Starts the signed-in person's queue: reads what was kept (a reload, a closed tab), sends it if online,
 * and again whenever the connection returns. A change the server wrote refreshes the screens.
 */
export function startOfflineQueue(owner: string, queryClient: QueryClient): OfflineQueue {
  if (queue?.owner === owner) return queue;
  queue?.stop();
  const store = typeof indexedDB === 'undefined' ? memoryStore() : idbChangeStore;
  const next = new OfflineQueue({
    store,
    owner,
    send: sendChange,
    isOnline,
    onAnswered: () => void queryClient.invalidateQueries(),
  });
  next.subscribe(notify);
  queue = next;
  notify();
  void next.load().then(() => next.flush());
  return next;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void queue?.flush());
}

export { useOnline } from './online';

export function offlineQueue(): OfflineQueue | null {
  return queue;
}

/** The person's changes with their fate, live. */
export function useOfflineChanges(): readonly QueuedChange[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue?.list() ?? EMPTY,
    () => EMPTY,
  );
}

/** Whether a record has a change of `kind` not yet written on the server (for "waiting to send"). */
export function useWaitingChange(recordId: string, kind?: string): QueuedChange | undefined {
  return useOfflineChanges().find(
    (c) =>
      c.record_id === recordId &&
      (kind === undefined || c.kind === kind) &&
      (c.state === 'waiting' || c.state === 'sending'),
  );
}

export type SendOrQueueResult<T> = { queued: false; answer: T } | { queued: true; change: QueuedChange };

/**
 * A write the person can make without a signal: sent at once when online and nothing is waiting before
 * it; otherwise (offline, earlier changes waiting, or no answer came) kept in the queue with its key.
 * A change that got no answer is queued with the key it was sent with, so if it did arrive the server
 * answers the repeat instead of doing it twice.
 */
export async function sendOrQueue<T>(change: NewChange): Promise<SendOrQueueResult<T>> {
  const key = crypto.randomUUID();
  const current = queue;
  if (current && (!isOnline() || current.pending().length > 0)) {
    return { queued: true, change: await current.enqueue({ ...change, key }) };
  }
  try {
    return { queued: false, answer: (await sendChange({ ...change, key })) as T };
  } catch (error) {
    const noAnswer = error instanceof ApiError && (error.status === 0 || error.code === NETWORK_ERROR_CODE);
    if (!current || !noAnswer) throw error;
    return { queued: true, change: await current.enqueue({ ...change, key }) };
  }
}

/**
 * A search made on the device when offline: the rows kept for offline use whose text holds every word
 * typed (a picker of assets or parts keeps working without the server).
 */
export function searchKept<T>(
  rows: readonly T[] | undefined,
  term: string,
  text: (row: T) => string,
  limit = 20,
) {
  const words = term.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = (rows ?? []).filter((row) => {
    const haystack = text(row).toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  return { data: found.slice(0, limit), total: found.length };
}
