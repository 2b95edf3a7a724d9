import { ApiError, NETWORK_ERROR_CODE } from '../api-client';

/** A file kept with a queued change (a photo), sent as one part of a multipart form. */
export interface QueuedFile {
  field: string;
  blob: Blob;
  filename: string;
}

/** What a queued change sends: JSON, a multipart form (fields and files), or nothing. */
export type QueuedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string>; files: QueuedFile[] };

/**
 * waiting: kept, not yet answered · sending: on its way · sent: the server wrote it ·
 * refused: the server answered no (4xx); kept with the person's input until they send it again or discard it.
 */
export type ChangeState = 'waiting' | 'sending' | 'sent' | 'refused';

export interface QueuedChange {
  id: string;
  /** Sent as Idempotency-Key: given when queued, kept across retries, so a repeat is answered, not run. */
  key: string;
  /** The order of sending: the order the person made the changes. */
  seq: number;
  /** The signed-in person who made it: only their session sends it. */
  owner: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: QueuedBody;
  /** What the person sees, e.g. "Complete WO-2026-000012". */
  label: string;
  /** What kind of change (for the screens' "waiting to send" marks), e.g. "work-order.complete". */
  kind: string;
  /** The record it changes, when there is one. */
  record_id: string | null;
  state: ChangeState;
  /** The server's message of a refusal. */
  message: string | null;
  queued_at: string;
  attempts: number;
}

/** Where changes are kept: IndexedDB in the browser (idb-store.ts), memory in tests. */
export interface ChangeStore {
  all(): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  remove(id: string): Promise<void>;
}

export type NewChange = Pick<QueuedChange, 'method' | 'path' | 'body' | 'label' | 'kind' | 'record_id'> & {
  /** The key it was already sent with (a send that got no answer); a new one otherwise. */
  key?: string;
};

export interface QueueOptions {
  store: ChangeStore;
  owner: string;
  send: (change: QueuedChange) => Promise<unknown>;
  isOnline?: () => boolean;
  newId?: () => string;
  now?: () => Date;
  /** Runs `fn` after `ms`; returns a cancel. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Called with each change the server answered, written or refused (the screens refresh from it). */
  onAnswered?: (change: QueuedChange, answer: unknown) => void;
}

/** How many answered changes stay listed (with their fate) after they were sent. */
export const SENT_KEPT = 10;
const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Whether a failed send should wait and try again (no answer, a failure on our side, busy, or the
 * session ended) rather than be shown to the person as refused. A 4xx is the server's answer: sending
 * the same again would be refused the same way (and its key replays the refusal anyway).
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.code === NETWORK_ERROR_CODE) return true;
  if (error.status >= 500) return true;
  // 408 timeout, 429 too many, 401 signed out (sent after signing in again), 409 the same key still running.
  if ([401, 408, 429].includes(error.status)) return true;
  return error.status === 409 && error.code === 'idempotency_key_in_progress';
}

function byOrder(a: QueuedChange, b: QueuedChange) {
  return a.seq - b.seq;
}

/**
 * The offline write queue: changes are kept before they are sent, sent one at a time in the order
 * they were made, and each ends sent or refused (docs/decisions/offline-queue.md).
 */
export class OfflineQueue {
  private changes: QueuedChange[] = [];
  private listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private again = false;
  private cancelRetry: (() => void) | null = null;
  private failures = 0;
  private loaded: Promise<void> | null = null;
  private readonly opts: Required<Omit<QueueOptions, 'onAnswered'>> & Pick<QueueOptions, 'onAnswered'>;

  readonly owner: string;

  constructor(options: QueueOptions) {
    this.owner = options.owner;
    this.opts = {
      isOnline: () => true,
      newId: () => crypto.randomUUID(),
      now: () => new Date(),
      schedule: (fn, ms) => {
        const timer = setTimeout(fn, ms);
        return () => clearTimeout(timer);
      },
      ...options,
    };
  }

  /** Reads the kept changes (a change left "sending" by a closed tab is waiting again). */
  load(): Promise<void> {
    this.loaded ??= this.opts.store.all().then((all) => {
      this.changes = all
        .filter((c) => c.owner === this.opts.owner)
        .map((c) => (c.state === 'sending' ? { ...c, state: 'waiting' as const } : c))
        .sort(byOrder);
      this.emit();
    });
    return this.loaded;
  }

  list(): readonly QueuedChange[] {
    return this.changes;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    this.changes = [...this.changes];
    for (const listener of this.listeners) listener();
  }

  private async save(change: QueuedChange) {
    const index = this.changes.findIndex((c) => c.id === change.id);
    if (index === -1) this.changes.push(change);
    else this.changes[index] = change;
    this.changes.sort(byOrder);
    this.emit();
    await this.opts.store.put(change);
  }

  /** Keeps a change (it survives a reload or a closed tab) and sends it when it can. */
  async enqueue(input: NewChange): Promise<QueuedChange> {
    await this.load();
    const seq = this.changes.reduce((max, c) => Math.max(max, c.seq), 0) + 1;
    const change: QueuedChange = {
      ...input,
      id: this.opts.newId(),
      key: input.key ?? this.opts.newId(),
      seq,
      owner: this.opts.owner,
      state: 'waiting',
      message: null,
      queued_at: this.opts.now().toISOString(),
      attempts: 0,
    };
    await this.save(change);
    void this.flush();
    return change;
  }

  /** Sends the waiting changes in order; stops at the first that gets no answer and tries again later. */
  flush(): Promise<void> {
    if (this.flushing) {
      // Asked again while sending (the connection returned, a new change): go round once more after.
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.again = false;
        await this.run();
      } while (this.again && !this.cancelRetry);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run() {
    await this.load();
    this.cancelRetry?.();
    this.cancelRetry = null;
    while (this.opts.isOnline()) {
      const next = this.changes.find((c) => c.state === 'waiting');
      if (!next) break;
      const sending = { ...next, state: 'sending' as const, attempts: next.attempts + 1 };
      await this.save(sending);
      try {
        const answer = await this.opts.send(sending);
        this.failures = 0;
        await this.save({ ...sending, state: 'sent', message: null });
        this.opts.onAnswered?.(sending, answer);
        await this.prune();
      } catch (error) {
        if (isRetryable(error)) {
          await this.save({ ...sending, state: 'waiting' });
          this.retryLater();
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        await this.save({ ...sending, state: 'refused', message });
        this.opts.onAnswered?.(sending, error);
      }
    }
  }

  private retryLater() {
    const wait = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)] ?? 60_000;
    this.failures += 1;
    this.cancelRetry = this.opts.schedule(() => void this.flush(), wait);
  }

  /** Only the last few sent changes stay listed. */
  private async prune() {
    const sent = this.changes.filter((c) => c.state === 'sent');
    for (const old of sent.slice(0, Math.max(0, sent.length - SENT_KEPT))) await this.remove(old.id);
  }

  private async remove(id: string) {
    this.changes = this.changes.filter((c) => c.id !== id);
    this.emit();
    await this.opts.store.remove(id);
  }

  /** Drops a refused (or sent) change: the person chose not to redo it. */
  discard(id: string): Promise<void> {
    return this.remove(id);
  }

  /**
   * Sends a refused change again, as a new request (a new key: the old key would replay the refusal),
   * after the person has dealt with its cause. It keeps its place in the order.
   */
  async sendAgain(id: string): Promise<void> {
    const change = this.changes.find((c) => c.id === id);
    if (change?.state !== 'refused') return;
    await this.save({ ...change, key: this.opts.newId(), state: 'waiting', message: null });
    void this.flush();
  }

  /** Changes not yet written on the server (waiting or sending). */
  pending(): QueuedChange[] {
    return this.changes.filter((c) => c.state === 'waiting' || c.state === 'sending');
  }

  stop() {
    this.cancelRetry?.();
    this.cancelRetry = null;
  }
}

/** Keeps changes in memory only (tests, and a browser without IndexedDB). */
export function memoryStore(initial: QueuedChange[] = []): ChangeStore & { rows: Map<string, QueuedChange> } {
  const rows = new Map(initial.map((c) => [c.id, c]));
  return {
    rows,
    all: async () => [...rows.values()].map((c) => ({ ...c })),
    put: async (change) => {
      rows.set(change.id, { ...change });
    },
    remove: async (id) => {
      rows.delete(id);
    },
  };
}
