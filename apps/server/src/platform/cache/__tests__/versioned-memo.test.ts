import { describe, expect, it } from 'vitest';
import type { ChangeEvent, ChangeSubscriber } from '../../realtime/change-feed';
import { TableVersions } from '../../realtime/table-versions';
import { VersionedMemo } from '../versioned-memo';

/** A change feed the test drives by hand. */
function fakeFeed() {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const gaps = new Set<() => void>();
  const feed: ChangeSubscriber = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onGap(listener) {
      gaps.add(listener);
      return () => gaps.delete(listener);
    },
  };
  return {
    feed,
    change: (table: string) => {
      for (const l of listeners) l({ table, op: 'UPDATE', id: '1' } as ChangeEvent);
    },
    gap: () => {
      for (const g of gaps) g();
    },
  };
}

describe('VersionedMemo (list totals)', () => {
  it('answers from memory until a table the read depends on changes, and only then reads again', async () => {
    const { feed, change, gap } = fakeFeed();
    const versions = new TableVersions(feed);
    const memo = new VersionedMemo(versions);
    let reads = 0;
    const total = () => memo.get('work-orders.total {}', ['work_orders', 'assets'], async () => ++reads);

    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    change('inventory_items'); // not read by this total
    expect(await total()).toBe(1);
    change('assets');
    expect(await total()).toBe(2);
    versions.noteLocalWrite(); // this instance wrote: its next read must see it
    expect(await total()).toBe(3);
    gap(); // changes may have been missed
    expect(await total()).toBe(4);
    expect(reads).toBe(4);
  });

  it('keeps one entry per key', async () => {
    const { feed } = fakeFeed();
    const memo = new VersionedMemo(new TableVersions(feed));
    expect(await memo.get('a', ['assets'], async () => 'first')).toBe('first');
    expect(await memo.get('b', ['assets'], async () => 'second')).toBe('second');
    expect(await memo.get('a', ['assets'], async () => 'not read')).toBe('first');
  });

  it('forgets the least recently used key beyond its capacity', async () => {
    const { feed } = fakeFeed();
    const memo = new VersionedMemo(new TableVersions(feed), { maxEntries: 2 });
    await memo.get('a', ['assets'], async () => 'a1');
    await memo.get('b', ['assets'], async () => 'b1');
    await memo.get('a', ['assets'], async () => 'not read'); // a is now the most recent
    await memo.get('c', ['assets'], async () => 'c1'); // b goes
    expect(await memo.get('a', ['assets'], async () => 'a2')).toBe('a1');
    expect(await memo.get('b', ['assets'], async () => 'b2')).toBe('b2');
  });

  it('stores an answer read across a concurrent change under the older tag, never serving it after', async () => {
    const { feed, change } = fakeFeed();
    const memo = new VersionedMemo(new TableVersions(feed));
    const stale = memo.get('k', ['work_orders'], async () => {
      change('work_orders'); // a write commits while the count runs
      return 'before the write';
    });
    expect(await stale).toBe('before the write');
    expect(await memo.get('k', ['work_orders'], async () => 'after the write')).toBe('after the write');
  });
});
