import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { readKept, writeKept } from './idb-store';

/**
 * The answers kept on the device for offline reading: the person's own work and what it refers to
 * (work orders with their checklists and parts, breakdowns, PM tasks, assets, stock items, the
 * dashboard). Nothing else (users, settings, records, analytics) is written to the device.
 */
export const KEPT_ROOTS: ReadonlySet<string> = new Set([
  'work-orders',
  'breakdowns',
  'maintenance-tasks',
  'assets',
  'inventory',
  'locations',
  'dashboard',
]);
/** Bounds: the newest answers first, at most this many and this many characters of JSON. */
export const KEPT_MAX_QUERIES = 150;
export const KEPT_MAX_CHARS = 2_000_000;
const SAVE_DELAY_MS = 1_500;

interface KeptWork {
  saved_at: string;
  state: DehydratedState;
}

export function isKeptQuery(query: Query): boolean {
  const root = query.queryKey[0];
  return query.state.status === 'success' && typeof root === 'string' && KEPT_ROOTS.has(root);
}

/** The kept answers, newest first, cut to the bounds. */
export function keptState(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: isKeptQuery,
    shouldDehydrateMutation: () => false,
  });
  const newest = [...state.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const queries: DehydratedState['queries'] = [];
  let chars = 0;
  for (const query of newest.slice(0, KEPT_MAX_QUERIES)) {
    const size = JSON.stringify(query.state.data ?? null).length;
    if (chars + size > KEPT_MAX_CHARS) continue;
    chars += size;
    queries.push(query);
  }
  return { mutations: [], queries };
}

let savedAt: Date | null = null;
const listeners = new Set<() => void>();

/** When the kept work was last saved (shown offline: "showing what was saved at HH:MM"). */
export function useKeptSavedAt(): Date | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => savedAt,
    () => null,
  );
}

function setSavedAt(at: Date) {
  savedAt = at;
  for (const listener of listeners) listener();
}

const keyOf = (owner: string) => `work:${owner}`;

/**
 * Restores the person's kept work into the cache (an answer already newer in the cache wins), then keeps
 * saving it a moment after each fresh answer. Each person's work is kept under their own id, so another
 * person signing in on the same phone never sees it. Returns a stop.
 */
export function keepWork(owner: string, queryClient: QueryClient): { stop: () => void; save: () => void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const restored = readKept<KeptWork>(keyOf(owner))
    .then((kept) => {
      if (!kept || stopped) return;
      hydrate(queryClient, kept.state);
      setSavedAt(new Date(kept.saved_at));
      // Kept answers show at once but are only as new as the last save, and look fresh for the cache's ten
      // minutes: a reload misses the live changes made since. Online, each one the cache took is asked again.
      if (!navigator.onLine) return;
      for (const { queryKey, state } of kept.state.queries)
        if (queryClient.getQueryState(queryKey)?.dataUpdatedAt === state.dataUpdatedAt)
          void queryClient.invalidateQueries({ queryKey, exact: true });
    })
    .catch(() => undefined);

  const save = () => {
    timer = null;
    if (stopped) return;
    const at = new Date();
    void writeKept(keyOf(owner), {
      saved_at: at.toISOString(),
      state: keptState(queryClient),
    } satisfies KeptWork)
      .then(() => setSavedAt(at))
      .catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptQuery(event.query)) return;
    if (!timer) void restored.then(() => (timer ??= setTimeout(save, SAVE_DELAY_MS)));
  });
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
    },
    save: () => void restored.then(save),
  };
}
