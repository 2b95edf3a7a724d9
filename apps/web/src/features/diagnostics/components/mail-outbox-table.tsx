import { DEFAULT_PAGE_SIZE, formatDateTime, MAIL_STATUSES, type OutboxMail } from '@plantwise/domain';
import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import type { ColumnDef } from '@/components/data-table';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { ListSection } from '@/components/section';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useOutboxMail } from '../api/get-outbox-mail';

type MailStatus = OutboxMail['status'];

const STATUS_STYLES: Record<MailStatus, string> = {
  pending: 'border-blue-300 text-blue-800 dark:border-blue-800 dark:text-blue-300',
  sent: 'border-green-300 text-green-800 dark:border-green-800 dark:text-green-300',
  kept: 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300',
  failed: 'border-red-300 text-red-800 dark:border-red-800 dark:text-red-300',
};
const STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  kept: 'Kept',
  failed: 'Failed',
};

// Below `md` the shared data table makes each mail a card: its subject, status, addressee, time and
// attempts, with View in reach.
const COLUMNS: ColumnDef<OutboxMail>[] = [
  {
    id: 'created_at',
    header: 'Created',
    meta: { card: 'fact' },
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    id: 'to',
    header: 'To',
    meta: { card: 'fact' },
    // A long address is cut below 1280 px (whole in its tooltip), so the table fits a tablet's card.
    cell: ({ row }) => (
      <span className="block max-w-40 truncate max-md:max-w-none xl:max-w-none" title={row.original.to}>
        {row.original.to}
      </span>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    meta: { cellClassName: 'max-w-64 truncate', card: 'title' },
    cell: ({ row }) => <span title={row.original.subject}>{row.original.subject}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    meta: { card: 'badge' },
    cell: ({ row }) => (
      <Badge
        variant="outline"
        className={cn(STATUS_STYLES[row.original.status])}
        title={row.original.last_error ?? undefined}
      >
        {STATUS_LABELS[row.original.status]}
      </Badge>
    ),
  },
  {
    id: 'attempts',
    header: 'Attempts',
    // From 1280 px: at a tablet's 1024 px with the sidebar open, the recipient, subject and status come first.
    meta: { className: 'max-xl:hidden tabular-nums', card: 'fact' },
    cell: ({ row }) => row.original.attempts,
  },
];

/** The mail outbox, newest first: every mail the system wrote, and what became of it. */
export function MailOutboxTable() {
  const [status, setStatus] = useState<MailStatus>();
  const [offset, setOffset] = useState(0);
  const mail = useOutboxMail({ limit: DEFAULT_PAGE_SIZE, offset, ...(status ? { status } : {}) });
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const columns: ColumnDef<OutboxMail>[] = [
    ...COLUMNS,
    {
      id: 'message',
      header: 'Message',
      meta: { className: 'text-right', card: 'action' },
      cell: ({ row }) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpen(row.original)}
          aria-label={`View mail "${row.original.subject}" to ${row.original.to}`}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <ListSection
      title="Mail outbox"
      filter={
        <OptionSelect<MailStatus>
          value={status}
          options={optionsOf(MAIL_STATUSES, STATUS_LABELS)}
          allLabel="All mail"
          onValueChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
          className="h-9 w-40"
          aria-label="Filter mail by status"
        />
      }
    >
      <QueryTable
        query={mail}
        loadingLabel="Loading mail"
        errorTitle="Could not load the outbox"
        empty={
          <EmptyState icon={InboxIcon}>
            <p>No mail {status ? `with status ${STATUS_LABELS[status].toLowerCase()}` : 'yet'}.</p>
          </EmptyState>
        }
        aria-label="Mail outbox"
        columns={columns}
        getRowId={(row) => row.id}
        paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
      />
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{open?.subject}</DialogTitle>
            <DialogDescription>
              To {open?.to} · {open ? formatDateTime(open.created_at) : ''} ·{' '}
              {open ? STATUS_LABELS[open.status] : ''}
              {open?.sent_at ? ` ${formatDateTime(open.sent_at)}` : ''}
            </DialogDescription>
          </DialogHeader>
          {open?.last_error && (
            <Alert variant="destructive">
              <AlertTitle>Last delivery error</AlertTitle>
              <AlertDescription>{open.last_error}</AlertDescription>
            </Alert>
          )}
          <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-4 font-mono text-sm">
            {open?.text}
          </pre>
        </DialogContent>
      </Dialog>
    </ListSection>
  );
}
