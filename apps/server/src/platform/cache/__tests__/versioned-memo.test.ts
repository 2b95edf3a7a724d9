import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('lets callers of one key that arrive during a read wait for that read instead of reading again', async () => {
    const { feed } = fakeFeed();
    const memo = new VersionedMemo(new TableVersions(feed));
    let reads = 0;
    let finish: (value: number) => void = () => {};
    const slowCount = () => {
      reads++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = Array.from({ length: 10 }, () => memo.get('k', ['work_orders'], slowCount));
    finish(42);
    expect(await Promise.all(waiting)).toEqual(Array(10).fill(42));
    expect(reads).toBe(1);
    expect(await memo.get('k', ['work_orders'], async () => 0)).toBe(42);
  });

  it('reads again after a failed read, and does not share a read across a change', async () => {
    const { feed, change } = fakeFeed();
    const memo = new VersionedMemo(new TableVersions(feed));
    await expect(
      memo.get('k', ['work_orders'], () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    await expect(
      memo.get('k', ['work_orders'], async () => Promise.reject(new Error('again'))),
    ).rejects.toThrow('again');
    expect(await memo.get('k', ['work_orders'], async () => 'read')).toBe('read');

    let finish: (value: string) => void = () => {};
    const before = memo.get(
      'k2',
      ['work_orders'],
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    change('work_orders');
    const after = memo.get('k2', ['work_orders'], async () => 'after the write');
    finish('before the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
  });

  describe('the clock', () => {
    afterEach(() => vi.useRealTimers());

    it('ends an answer when the minute turns, unless it does not derive from the clock', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-27T10:00:10Z'), toFake: ['Date'] });
      const { feed } = fakeFeed();
      const memo = new VersionedMemo(new TableVersions(feed));
      expect(await memo.get('overdue', ['work_orders'], async () => 'first')).toBe('first');
      expect(await memo.get('total', ['work_orders'], async () => 'first', { clock: false })).toBe('first');
      vi.setSystemTime(new Date('2026-11-27T10:01:10Z'));
      expect(await memo.get('overdue', ['work_orders'], async () => 'next minute')).toBe('next minute');
      expect(await memo.get('total', ['work_orders'], async () => 'not read', { clock: false })).toBe(
        'first',
      );
    });
  });
});
