import {
  formatDateTime,
  RECORD_TYPE_LABELS,
  type RecordSummary,
  SIGNATURE_MEANING_LABELS,
} from '@plantwise/domain';
import { Link } from 'react-router';
import type { ColumnDef } from '@/components/data-table';
import { RecordStateBadge } from './record-badges';

/**
 * The columns of a list of records; `action` adds a last column (e.g. Sign; give it `card: 'action'`).
 * `stateKnown` leaves the State column out where every row has the same state (the awaiting queue).
 */
export function recordColumns(
  action?: ColumnDef<RecordSummary>,
  { stateKnown = false }: { stateKnown?: boolean } = {},
): ColumnDef<RecordSummary>[] {
  return [
    {
      id: 'number',
      header: 'Record',
      meta: { card: 'title' },
      cell: ({ row }) => (
        <Link
          to={`/records/${row.original.id}`}
          className="font-medium font-mono text-primary underline-offset-4 hover:underline"
        >
          {row.original.number}
        </Link>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      cell: ({ row }) => RECORD_TYPE_LABELS[row.original.type],
      // "Preventive maintenance" on two lines leaves the room a signed record's names need at 1280 px.
      meta: { className: 'max-md:hidden', cellClassName: 'whitespace-normal', card: 'fact' },
    },
    {
      id: 'title',
      header: 'Work',
      meta: { cellClassName: 'whitespace-normal', card: 'title' },
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-medium">{row.original.title}</span>
          <span className="text-muted-foreground text-xs">{row.original.asset_name ?? 'No asset'}</span>
        </span>
      ),
    },
    {
      id: 'completed',
      header: 'Completed',
      cell: ({ row }) => formatDateTime(row.original.completed_at),
      meta: { className: 'max-lg:hidden', card: 'fact' },
    },
    {
      id: 'completed_by',
      header: 'Completed by',
      cell: ({ row }) => row.original.completed_by,
      // Who and who signed wait for 1280 px: beside the rest at 1024 px the table was 115 px wider than its card.
      meta: { className: 'max-xl:hidden' },
    },
    {
      id: 'signatures',
      header: 'Signatures',
      // One line per signature, wrapping: a record signed twice with long names must not widen the table.
      meta: { className: 'max-xl:hidden', cellClassName: 'whitespace-normal' },
      cell: ({ row }) =>
        row.original.signatures.length === 0 ? (
          '—'
        ) : (
          <ul className="grid gap-0.5">
            {row.original.signatures.map((s) => (
              <li key={`${s.meaning}-${s.signer_name}`}>
                {SIGNATURE_MEANING_LABELS[s.meaning]}: {s.signer_name}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'state',
      header: 'State',
      // The awaiting queue holds one state only: the card leaves it out, and the table keeps its room
      // for the Sign button below 1536 px.
      meta: stateKnown ? { className: 'max-2xl:hidden' } : { card: 'badge' },
      cell: ({ row }) => <RecordStateBadge state={row.original.state} />,
    },
    ...(action ? [action] : []),
  ];
}
