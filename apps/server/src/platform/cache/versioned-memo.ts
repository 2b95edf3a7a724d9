import type { TableVersions } from '../realtime/table-versions';

/** Entries kept: a list's filters × pages in use at once is far below this. */
const MAX_ENTRIES = 500;

/**
 * Remembers the answer of a read until one of the tables it reads changes (on any instance), or the
 * minute turns (answers that derive from the clock, such as overdue counts, stay at most a minute
 * old). For reads that are costly and repeat unchanged: a list's total counts every matching row
 * (100,000 work orders: about 70 % of the first page's time) although it changes only on a write.
 * The tag is taken before the read, so an answer computed across a concurrent write is stored under
 * the older tag and never served after it.
 */
export class VersionedMemo {
  readonly #entries = new Map<string, unknown>();

  constructor(private readonly versions: TableVersions) {}

  async get<T>(key: string, tables: readonly string[], compute: () => Promise<T>): Promise<T> {
    const minute = Math.floor(Date.now() / 60_000);
    const entryKey = `${key}|${this.versions.tag(tables)}|${minute}`;
    if (this.#entries.has(entryKey)) {
      const value = this.#entries.get(entryKey) as T;
      // Most recently used last: the oldest entry is the first to go.
      this.#entries.delete(entryKey);
      this.#entries.set(entryKey, value);
      return value;
    }
    const value = await compute();
    this.#entries.set(entryKey, value);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return value;
  }
}
