import type { TableVersions } from '../realtime/table-versions';

/** Keys kept by default: a list's filters × pages in use at once is far below this. */
const DEFAULT_MAX_ENTRIES = 500;

/**
 * Remembers the answer of a read until one of the tables it reads changes (on any instance), or the
 * minute turns (answers that derive from the clock, such as overdue counts, stay at most a minute
 * old). For reads that are costly and repeat unchanged: a list's total counts every matching row
 * (100,000 work orders: about 70 % of the first page's time) although it changes only on a write; the
 * answers everyone shares (conditional-get.ts); the signed-in sessions (auth/sessions.ts).
 * Each key holds one answer, stamped with the tables' tag taken before the read: an answer computed
 * across a concurrent write carries the older stamp and is never served after it, and an answer whose
 * stamp is out of date is replaced rather than kept beside the new one. The least recently used key
 * goes first when `maxEntries` is reached.
 */
export class VersionedMemo {
  readonly #entries = new Map<string, { stamp: string; value: unknown }>();
  /** Reads under way, by key: callers asking for the same key and stamp meanwhile wait for the same read. */
  readonly #reading = new Map<string, { stamp: string; value: Promise<unknown> }>();
  readonly #maxEntries: number;

  constructor(
    private readonly versions: TableVersions,
    { maxEntries = DEFAULT_MAX_ENTRIES }: { maxEntries?: number } = {},
  ) {
    this.#maxEntries = maxEntries;
  }

  /**
   * The stamp of an answer read now: taken before reading, kept with what was read. With `clock: false` the
   * answer does not derive from the clock and is kept past the minute, until a table changes.
   */
  stamp(tables: readonly string[], { clock = true }: { clock?: boolean } = {}): string {
    return clock
      ? `${this.versions.tag(tables)}|${Math.floor(Date.now() / 60_000)}`
      : this.versions.tag(tables);
  }

  /** What is kept under `key` if it carries `stamp` (so is still current), or null. */
  peek<T>(key: string, stamp: string): { value: T } | null {
    const entry = this.#entries.get(key);
    if (entry?.stamp !== stamp) return null;
    // Most recently used last: the oldest key is the first to go.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { value: entry.value as T };
  }

  /** Keeps `value` under `key` with the stamp taken before it was read, in place of an older one. */
  put(key: string, stamp: string, value: unknown): void {
    this.#entries.delete(key);
    this.#entries.set(key, { stamp, value });
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /**
   * The answer kept under `key`, or `compute`'s, kept. Concurrent callers of one key and stamp share one read:
   * when an answer expires under load (a group's work-order total counts 2,000,000 rows), ten waiting requests
   * would otherwise each count them at once.
   */
  get<T>(
    key: string,
    tables: readonly string[],
    compute: () => Promise<T>,
    options: { clock?: boolean } = {},
  ): Promise<T> {
    const stamp = this.stamp(tables, options);
    const kept = this.peek<T>(key, stamp);
    if (kept) return Promise.resolve(kept.value);
    const reading = this.#reading.get(key);
    if (reading?.stamp === stamp) return reading.value as Promise<T>;
    // Registered before the read starts, so a read that fails at once is not left behind as under way.
    const entry: { stamp: string; value: Promise<unknown> } = { stamp, value: Promise.resolve() };
    this.#reading.set(key, entry);
    const value = (async () => {
      try {
        const computed = await compute();
        this.put(key, stamp, computed);
        return computed;
      } finally {
        if (this.#reading.get(key) === entry) this.#reading.delete(key);
      }
    })();
    entry.value = value;
    return value;
  }
}
