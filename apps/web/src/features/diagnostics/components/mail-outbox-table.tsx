import { DEFAULT_PAGE_SIZE, MAIL_STATUSES, type OutboxMail } from '@plantwise/domain';
import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { Pager } from '@/components/pager';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useOutboxMail } from '../api/diagnostics';

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

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The mail outbox, newest first: every mail the system wrote, and what became of it. */
export function MailOutboxTable() {
  const [status, setStatus] = useState<MailStatus | 'all'>('all');
  const [offset, setOffset] = useState(0);
  const mail = useOutboxMail({ limit: DEFAULT_PAGE_SIZE, offset, ...(status === 'all' ? {} : { status }) });
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const rows = mail.data?.data ?? [];
  const total = mail.data?.total ?? 0;

  return (
    <section aria-labelledby="outbox-heading" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-heading" className="font-semibold text-lg">
          Mail outbox
        </h2>
        <Select
          value={status}
          onValueChange={(value) => {
            setStatus(value as MailStatus | 'all');
            setOffset(0);
          }}
        >
          <SelectTrigger className="h-9 w-40" aria-label="Filter mail by status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All mail</SelectItem>
            {MAIL_STATUSES.map((value) => (
              <SelectItem key={value} value={value}>
                {STATUS_LABELS[value]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {mail.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the outbox</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(mail.error, 'The server did not answer.')}</p>
            <Button variant="outline" size="sm" onClick={() => void mail.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : mail.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading mail">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          <InboxIcon aria-hidden="true" className="size-8" />
          <p>No mail {status === 'all' ? 'yet' : `with status ${STATUS_LABELS[status].toLowerCase()}`}.</p>
        </div>
      ) : (
        <div className="rounded-lg border">
          <Table aria-label="Mail outbox">
            <TableHeader>
              <TableRow>
                <TableHead>Created</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Attempts</TableHead>
                <TableHead className="text-right">Message</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{when(row.created_at)}</TableCell>
                  <TableCell>{row.to}</TableCell>
                  <TableCell className="max-w-64 truncate" title={row.subject}>
                    {row.subject}
                  </TableCell>
                  <TableCell>
                    <Badge
                      variant="outline"
                      className={cn(STATUS_STYLES[row.status])}
                      title={row.last_error ?? undefined}
                    >
                      {STATUS_LABELS[row.status]}
                    </Badge>
                  </TableCell>
                  <TableCell className="tabular-nums">{row.attempts}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setOpen(row)}
                      aria-label={`View mail "${row.subject}" to ${row.to}`}
                    >
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Pager offset={offset} total={total} onOffsetChange={setOffset} label="Pages of mail" />
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>{open?.subject}</DialogTitle>
            <DialogDescription>
              To {open?.to} · {open ? when(open.created_at) : ''} · {open ? STATUS_LABELS[open.status] : ''}
              {open?.sent_at ? ` ${when(open.sent_at)}` : ''}
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
    </section>
  );
}
