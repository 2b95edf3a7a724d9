/**
 * Live updates from GET /api/realtime (docs/architecture.md#the-path-of-a-live-update): one websocket per
 * tab, reconnecting with back-off; after a reconnect every query is invalidated, so no update missed while
 * offline stays on screen.
 *
 * How a feature takes part — once, at module level, next to its query-key factory — is by the view its
 * queries show, whose tables the domain declares once for both apps (VIEW_READS):
 *
 *   registerViewKeys('assetList', [assetKeys.lists()]);
 *
 * Each committed insert, update or delete of a table that view reads then invalidates every query whose key
 * starts with one of those prefixes (active queries refetch at once, the others when next used). For more
 * than refetching (a toast, a sound) subscribe to the events of a table:
 *
 *   useRealtimeEvent('asset_breakdowns', (event) => { if (event.op === 'INSERT') toast(...) });
 *
 * Events carry ids only, `{ table, op, id }`; each client refetches what it may see.
 */
import {
  parseRealtimeEvent,
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_PATH,
  type RealtimeEvent,
  reconnectDelayMs,
  VIEW_READS,
  type ViewName,
} from '@plantwise/domain';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export type { RealtimeEvent };
export type RealtimeListener = (event: RealtimeEvent) => void;

const tableKeys = new Map<string, QueryKey[]>();
const listeners = new Map<string, Set<RealtimeListener>>();

/** Declares which query-key prefixes a table's changes make stale (adds to earlier registrations). */
export function registerTableKeys(table: string, keys: QueryKey[]): void {
  tableKeys.set(table, [...(tableKeys.get(table) ?? []), ...keys]);
}

/** Declares the query-key prefixes that a change of any table the view reads makes stale. */
export function registerViewKeys(view: ViewName, keys: QueryKey[]): void {
  for (const table of VIEW_READS[view]) registerTableKeys(table, keys);
}

/** The query-key prefixes registered for a table. */
export function keysForTable(table: string): readonly QueryKey[] {
  return tableKeys.get(table) ?? [];
}

/** Calls `listener` for every event of `table`; returns the unsubscribe. */
export function onRealtimeEvent(table: string, listener: RealtimeListener): () => void {
  let set = listeners.get(table);
  if (!set) {
    set = new Set();
    listeners.set(table, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** React to the events of `table` while the component is mounted (the latest `listener` is used). */
export function useRealtimeEvent(table: string, listener: RealtimeListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onRealtimeEvent(table, (event) => latest.current(event)), [table]);
}

export type RealtimeStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

let tabStatus: RealtimeStatus = 'stopped';

/**
 * After this tab's own change: refetches `keys` only when the realtime socket is not open. While it
 * is open, the server's event for the committed change invalidates the table's registered keys
 * anyway, so refetching here too would load every list twice. Register the keys with
 * registerTableKeys first; keys no table covers must be invalidated directly.
 */
export async function refreshUnlessLive(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  if (tabStatus === 'open') return;
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface RealtimeOptions {
  url?: string;
  /** For tests: the WebSocket class and the jitter source. */
  WebSocket?: typeof WebSocket;
  random?: () => number;
  onStatus?: (status: RealtimeStatus) => void;
  /** Whether the session is still valid; asked when a connection attempt fails before opening. */
  sessionAlive?: () => Promise<boolean>;
}

/** A refused handshake looks like any network failure to the browser: ask whether we are signed out. */
async function defaultSessionAlive(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/session', { credentials: 'same-origin' });
    return response.status !== 401;
  } catch {
    return true;
  }
}

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${REALTIME_PATH}`;
}

/**
 * Events of one table arriving within this window cause one refetch: a 10,000-row import is heard as
 * a handful of invalidations, not 10,000 cancelled fetches.
 */
const INVALIDATION_COALESCE_MS = 100;

function invalidateTable(queryClient: QueryClient, table: string): void {
  for (const queryKey of keysForTable(table)) void queryClient.invalidateQueries({ queryKey });
}

/** Applies one event: invalidates the table's registered queries and tells its listeners. */
export function dispatchRealtimeEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  invalidateTable(queryClient, event.table);
  notifyListeners(event);
}

function notifyListeners(event: RealtimeEvent): void {
  for (const listener of listeners.get(event.table) ?? []) {
    try {
      listener(event);
    } catch (error) {
      console.error(`A realtime listener for ${event.table} failed`, error);
    }
  }
}

/**
 * Opens the tab's realtime socket and keeps it open until the returned stop is called. A socket the
 * server closed because the session ended (4401) is not reopened: every query is invalidated instead,
 * and the first 401 answer sends the user to sign in.
 */
export function connectRealtime(queryClient: QueryClient, options: RealtimeOptions = {}): () => void {
  const Socket = options.WebSocket ?? window.WebSocket;
  const random = options.random ?? Math.random;
  const url = options.url ?? defaultUrl();
  const sessionAlive = options.sessionAlive ?? defaultSessionAlive;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let connectedBefore = false;
  let stopped = false;
  const pendingTables = new Set<string>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const flushInvalidations = () => {
    flushTimer = undefined;
    for (const table of pendingTables) invalidateTable(queryClient, table);
    pendingTables.clear();
  };
  const invalidateSoon = (table: string) => {
    pendingTables.add(table);
    flushTimer ??= setTimeout(flushInvalidations, INVALIDATION_COALESCE_MS);
  };

  const setStatus = (status: RealtimeStatus) => {
    tabStatus = status;
    options.onStatus?.(status);
  };

  const endSession = () => {
    stopped = true;
    setStatus('stopped');
    void queryClient.invalidateQueries();
  };

  const scheduleReconnect = () => {
    setStatus('waiting');
    timer = setTimeout(open, reconnectDelayMs(attempt, random));
    attempt += 1;
  };

  const open = () => {
    timer = undefined;
    setStatus('connecting');
    const next = new Socket(url);
    let opened = false;
    socket = next;
    next.onopen = () => {
      opened = true;
      attempt = 0;
      setStatus('open');
      // Changes made while this tab was disconnected were not heard: refetch everything shown.
      if (connectedBefore) void queryClient.invalidateQueries();
      connectedBefore = true;
    };
    next.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = parseRealtimeEvent(data);
      if (!event) return;
      invalidateSoon(event.table);
      notifyListeners(event);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      socket = null;
      if (stopped) return;
      if (event.code === REALTIME_CLOSE_SESSION_ENDED) {
        endSession();
      } else if (opened) {
        scheduleReconnect();
      } else {
        // Never opened: the server may have refused the handshake because the session is gone.
        setStatus('waiting');
        void sessionAlive().then((alive) => {
          if (stopped || socket) return;
          if (alive) scheduleReconnect();
          else endSession();
        });
      }
    };
  };

  // Back online or back to the tab: do not sit out the rest of a long back-off.
  const retryNow = () => {
    if (stopped || socket || timer === undefined) return;
    clearTimeout(timer);
    open();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') retryNow();
  };
  window.addEventListener('online', retryNow);
  document.addEventListener('visibilitychange', onVisibility);

  open();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (flushTimer !== undefined) clearTimeout(flushTimer);
    window.removeEventListener('online', retryNow);
    document.removeEventListener('visibilitychange', onVisibility);
    const current = socket;
    socket = null;
    current?.close(1000, 'Signed-in shell closed');
    setStatus('stopped');
  };
}

/** The connection state on <html data-realtime="…">, for end-to-end tests that must not sleep. */
function showStatus(status: RealtimeStatus): void {
  document.documentElement.dataset.realtime = status;
}

/** Keeps the tab's realtime connection open while the signed-in shell is mounted. */
export function useRealtimeConnection(): void {
  const queryClient = useQueryClient();
  useEffect(() => connectRealtime(queryClient, { onStatus: showStatus }), [queryClient]);
}
