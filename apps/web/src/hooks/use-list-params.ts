import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@plantwise/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTableSort } from '@/components/data-table';
import { useDebouncedValue } from './use-debounced-value';

/** A value of a list parameter; undefined, null, '' and false remove it. */
export type ListParamValue = string | number | boolean | readonly string[] | null | undefined;
export type ListParamChange = Record<string, ListParamValue>;

/** `value` when it is one of `list`, else undefined: an unknown filter in a link is ignored. */
export function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

export interface ListParamsOptions<T> {
  /** The screen's filters, read from the parameters (unknown values fall back to their defaults). */
  read: (params: URLSearchParams) => T;
  /** The sort fields the list offers (the API's) and the order it starts in. */
  sort?: { fields: readonly string[]; initial: DataTableSort };
  /** `offset` (`?offset=50`, the default) or a 1-based `?page=2` (the asset register's links). */
  position?: 'offset' | 'page';
  pageSize?: number;
  /**
   * `url` (the default): the address holds the view, so it can be shared, reloaded and linked to.
   * `state`: the screen holds it, for a list that is one section of a page whose address is the page's.
   */
  keep?: 'url' | 'state';
}

export interface ListParams<T> {
  params: T;
  /** The text filter as typed; it reaches `q` (and the address) once typing stops. */
  search: string;
  setSearch: (text: string) => void;
  /** The text filter as sent: trimmed, undefined when empty. */
  q: string | undefined;
  sort: DataTableSort;
  setSort: (sort: DataTableSort) => void;
  offset: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  setOffset: (offset: number) => void;
  /** Changes some parameters; any change but the position itself goes back to the first page. */
  update: (change: ListParamChange) => void;
}

type Store = [URLSearchParams, (next: (previous: URLSearchParams) => URLSearchParams) => void];

/** The address, or the screen's own copy of parameters of the same shape. */
function useStore(keep: 'url' | 'state'): Store {
  const [address, setAddress] = useSearchParams();
  const [own, setOwn] = useState(() => new URLSearchParams());
  // React Router makes a new setter on every change of the address; the list's callbacks stay the same.
  const latest = useRef(setAddress);
  latest.current = setAddress;
  const setUrl = useCallback<Store[1]>((next) => latest.current(next, { replace: true }), []);
  return keep === 'url' ? [address, setUrl] : [own, setOwn];
}

/**
 * A list screen's filters, text search, sort and position, in one set of parameters: the screen reads
 * them with `read`, changes them with `update`, and every change but paging goes back to the first page.
 */
export function useListParams<T>({
  read,
  sort: sorting,
  position = 'offset',
  pageSize = DEFAULT_PAGE_SIZE,
  keep = 'url',
}: ListParamsOptions<T>): ListParams<T> {
  const [store, setStore] = useStore(keep);
  const params = useMemo(() => read(store), [read, store]);

  const update = useCallback(
    (change: ListParamChange) =>
      setStore((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === null || value === '' || value === false) next.delete(key);
          else next.set(key, String(value));
        }
        if (!(position in change)) next.delete(position);
        if (next.get(position) === (position === 'page' ? '1' : '0')) next.delete(position);
        return next;
      }),
    [setStore, position],
  );

  const raw = Number.parseInt(store.get(position) ?? '', 10) || 0;
  const page = position === 'page' ? Math.max(1, raw) : Math.floor(Math.max(0, raw) / pageSize) + 1;
  const offset = position === 'page' ? (page - 1) * pageSize : Math.max(0, raw);
  const setOffset = useCallback(
    (next: number) => update({ [position]: position === 'page' ? next / pageSize + 1 : next }),
    [update, position, pageSize],
  );

  const sortParam = oneOf(sorting?.fields ?? [], store.get('sort'));
  const order = store.get('order');
  const sort: DataTableSort = {
    id: sortParam ?? sorting?.initial.id ?? '',
    desc: order ? order === 'desc' : sortParam ? false : (sorting?.initial.desc ?? false),
  };
  const setSort = useCallback(
    (next: DataTableSort) => update({ sort: next.id, order: next.desc ? 'desc' : 'asc' }),
    [update],
  );

  const { search, setSearch } = useSearchText(store.get('q') ?? '', update);
  return {
    params,
    search,
    setSearch,
    q: store.get('q')?.trim() || undefined,
    sort,
    setSort,
    offset,
    page,
    pageSize,
    setOffset,
    update,
  };
}

/**
 * The text box of a list: typed at once, sent once typing stops (spec §9 debounce), and following the
 * parameter when something else changes it (back and forward, Clear filters).
 */
function useSearchText(sent: string, update: (change: ListParamChange) => void) {
  const [search, setSearch] = useState(sent);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const pushed = useRef(sent);
  // `update` changes with every change of the address; the push must not run again for that.
  const push = useRef(update);
  push.current = update;
  useEffect(() => {
    if (debounced.trim() === pushed.current.trim()) return;
    pushed.current = debounced;
    push.current({ q: debounced.trim() || undefined });
  }, [debounced]);
  useEffect(() => {
    if (sent.trim() === pushed.current.trim()) return;
    pushed.current = sent;
    setSearch(sent);
  }, [sent]);
  return { search, setSearch };
}
