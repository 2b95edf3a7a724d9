import { randomBytes } from 'node:crypto';
import type { ChangeSubscriber } from './change-feed';

/**
 * A version per table, bumped by the change feed (every committed change on any instance), so that
 * "has anything this answer reads changed?" costs no query. Used by conditional GET (ETags) and by
 * the memo of list totals. A tag also carries:
 * - this process's random id: versions start again at 0 after a restart;
 * - an epoch bumped when the feed may have missed changes: nothing tagged before can be trusted;
 * - a count of this instance's own writes: a change is visible to the writer at once, before its
 *   notification comes back through the database.
 */
export class TableVersions {
  readonly #instance = randomBytes(4).toString('hex');
  readonly #versions = new Map<string, number>();
  #epoch = 0;
  #localWrites = 0;
  readonly #unsubscribe: Array<() => void>;

  constructor(changes: ChangeSubscriber) {
    this.#unsubscribe = [
      changes.subscribe((event) =>
        this.#versions.set(event.table, (this.#versions.get(event.table) ?? 0) + 1),
      ),
      changes.onGap(() => {
        this.#epoch++;
      }),
    ];
  }

  /** Counted when a write's answer leaves, so the writer's next read never meets an older tag. */
  noteLocalWrite(): void {
    this.#localWrites++;
  }

  /** Changes whenever one of `tables` changes, this instance writes, or changes may have been missed. */
  tag(tables: readonly string[]): string {
    const parts = tables.map((table) => this.#versions.get(table) ?? 0).join('.');
    return `${this.#instance}.${this.#epoch}.${this.#localWrites}.${parts}`;
  }

  stop(): void {
    for (const stop of this.#unsubscribe) stop();
  }
}
