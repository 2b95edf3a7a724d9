import { displayName, type PersonSummary, SEARCH_DEBOUNCE_MS } from '@plantwise/domain';
import type * as React from 'react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { useAssigneeSearch } from '../api/get-assignees';
import { PickerRow, PickerSearch } from './picker-row';

/**
 * Finds who to give the work to by words of their name or e-mail (GET /api/breakdowns/assignees?q=…) and
 * picks one: a group has a thousand people, so the list is the first page of matches, never everyone. The
 * chosen person, and the record's own assignee, stay shown by name whatever the search.
 */
export function AssigneePicker({
  value,
  onChange,
  current,
  assetId,
  label = 'Assign to',
  unassignedLabel,
  error,
  inputRef,
}: {
  /** The chosen person's id; null or '' for nobody. */
  value: string | null;
  onChange: (personId: string | null) => void;
  /** The person the record is assigned to now, named even when not among the matches. */
  current?: PersonSummary | null;
  /** The work's asset: only people who may see its site are offered. */
  assetId?: string;
  /** The group's name (its legend). */
  label?: string;
  /** A first row that leaves the work with nobody ('Unassigned'), where that is allowed. */
  unassignedLabel?: string;
  error?: string;
  /** Where focus goes when the form points at this field. */
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const searchId = useId();
  const statusId = useId();
  const errorId = useId();
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<PersonSummary | null>(null);
  const q = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const search = useAssigneeSearch(q, assetId);
  const matches = search.data?.data ?? [];
  const total = search.data?.total ?? 0;
  const chosen = [picked, current].find((person) => person && value && person.id === value) ?? null;
  const shown = chosen && !matches.some((p) => p.id === chosen.id) ? [chosen, ...matches] : matches;
  const name = `${searchId}-person`;

  const choose = (person: PersonSummary | null) => {
    setPicked(person);
    onChange(person?.id ?? null);
  };

  let status: string | null = null;
  if (search.isPending) status = 'Searching...';
  else if (search.isError) status = 'Could not load people. Check your connection and try again.';
  else if (matches.length === 0)
    status = q
      ? `No one found for "${q}"`
      : assetId
        ? "No one who may see this asset's site can be given work"
        : 'No one can be given work yet';
  else if (total > matches.length)
    status = `Showing ${matches.length} of ${total} people: type a name to narrow the list`;

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={
        [status ? statusId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="mb-2 font-medium text-sm">{label}</legend>
      <PickerSearch
        ref={inputRef}
        id={searchId}
        label="Search people by name or e-mail"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches, it does not send the form; with one match left it picks that person.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (matches.length === 1 && term.trim() === q) choose(matches[0]);
        }}
        placeholder="Search by name or e-mail"
        invalid={!!error}
      />
      <div
        className="grid max-h-60 gap-2 overflow-y-auto rounded-md"
        aria-busy={search.isFetching || term.trim() !== q}
      >
        {unassignedLabel && (
          <PickerRow name={name} checked={!value} onChange={() => choose(null)}>
            <span className="font-medium">{unassignedLabel}</span>
          </PickerRow>
        )}
        {shown.map((person) => (
          <PickerRow
            key={person.id}
            name={name}
            checked={value === person.id}
            onChange={() => choose(person)}
          >
            <span className="truncate font-medium">{displayName(person)}</span>
            <span className="truncate text-muted-foreground text-sm">{person.email}</span>
          </PickerRow>
        ))}
      </div>
      <p
        id={statusId}
        role="status"
        // Empty, it takes no room: the live region stays in place so that what it says next is announced.
        className={cn(
          'px-1 text-sm empty:-mt-2',
          search.isError ? 'text-destructive' : 'text-muted-foreground',
        )}
      >
        {status}
      </p>
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
