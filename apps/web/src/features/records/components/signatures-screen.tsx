import { DEFAULT_PAGE_SIZE, type RecordSummary, roleMaySign } from '@plantwise/domain';
import { CheckCheckIcon, PenLineIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ColumnDef, DataTableSelection } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { useSignatureQueue } from '../api/get-signature-queue';
import { ApproveSelectedDialog } from './approve-selected-dialog';
import { recordColumns } from './record-columns';
import { meaningsFor, SignDialog, signingClosedFor } from './sign-dialog';

type Tab = 'awaiting' | 'signed';

/**
 * /signatures: "Awaiting my signature" (work I performed and have not signed; for managers also the
 * records awaiting approval) and "Signed by me", with counts; a record is signed from the list, and a
 * manager approves a selected set of the page with one password entry.
 */
export function SignaturesScreen() {
  const { user, profile } = useAuth();
  const [tab, setTab] = useState<Tab>('awaiting');
  const [offset, setOffset] = useState(0);
  const awaiting = useSignatureQueue({
    status: 'awaiting',
    limit: DEFAULT_PAGE_SIZE,
    offset: tab === 'awaiting' ? offset : 0,
  });
  const signed = useSignatureQueue({
    status: 'signed',
    limit: DEFAULT_PAGE_SIZE,
    offset: tab === 'signed' ? offset : 0,
  });
  const [signing, setSigning] = useState<RecordSummary | null>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [approving, setApproving] = useState<string[] | null>(null);
  const mayApprove = Boolean(profile && roleMaySign(profile.role, 'approved'));
  const action: ColumnDef<RecordSummary> = useMemo(
    () => ({
      id: 'sign',
      header: () => <span className="sr-only">Sign</span>,
      meta: { card: 'action' },
      cell: ({ row }) => {
        const closed = user && profile ? signingClosedFor(row.original, user.id, profile.role) : null;
        if (closed) return <span className="text-muted-foreground text-xs">{closed}</span>;
        return (
          <Button
            size="sm"
            onClick={() => setSigning(row.original)}
            aria-label={`Sign ${row.original.number}`}
          >
            <PenLineIcon aria-hidden="true" />
            Sign
          </Button>
        );
      },
    }),
    [user, profile],
  );
  const columns = useMemo(
    () => (tab === 'awaiting' ? recordColumns(action, { stateKnown: true }) : recordColumns(undefined)),
    [tab, action],
  );
  const selection: DataTableSelection<RecordSummary> | undefined =
    mayApprove && tab === 'awaiting' && user && profile
      ? {
          selected,
          onSelectedChange: setSelected,
          rowLabel: (r) => `Select ${r.number}`,
          disabledReason: (r) =>
            meaningsFor(r, user.id, profile.role).includes('approved')
              ? null
              : (signingClosedFor(r, user.id, profile.role) ?? 'You cannot approve this record'),
        }
      : undefined;
  // Selection belongs to the rows on screen: a page or tab change starts it afresh.
  const showPage = (next: number) => {
    setOffset(next);
    setSelected(new Set());
  };
  const query = tab === 'awaiting' ? awaiting : signed;
  const tabs: Array<{ key: Tab; label: string; count: number | undefined }> = [
    { key: 'awaiting', label: 'Awaiting my signature', count: awaiting.data?.total },
    { key: 'signed', label: 'Signed by me', count: signed.data?.total },
  ];

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Signatures"
        description="Sign the records of work you did, and approve the work of others (managers). Each signature needs your password."
      />
      <fieldset className="flex flex-wrap gap-2" aria-label="Which records">
        {tabs.map((t) => (
          <Button
            key={t.key}
            variant="outline"
            aria-pressed={tab === t.key}
            className={cn(tab === t.key && 'border-primary ring-1 ring-primary')}
            onClick={() => {
              setTab(t.key);
              showPage(0);
            }}
          >
            {t.label}
            <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs tabular-nums">
              {t.count ?? '–'}
            </span>
          </Button>
        ))}
      </fieldset>
      {selection && (
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={selected.size === 0} onClick={() => setApproving([...selected])}>
            <CheckCheckIcon aria-hidden="true" />
            Approve selected ({selected.size})
          </Button>
          <p className="text-muted-foreground text-sm">
            Tick the records to approve, or every record on the page; your password is asked once.
          </p>
        </div>
      )}
      <QueryTable
        query={query}
        selection={selection}
        columns={columns}
        getRowId={(r) => r.id}
        aria-label={tabs.find((t) => t.key === tab)?.label ?? 'Records'}
        loadingLabel="Loading the records"
        errorTitle="Could not load the records"
        empty={
          <EmptyState
            icon={PenLineIcon}
            title={
              tab === 'awaiting' ? 'Nothing waits for your signature' : 'You have not signed a record yet'
            }
          >
            {tab === 'awaiting'
              ? 'Records of work you complete, and for managers records awaiting approval, appear here.'
              : 'Records you sign appear here.'}
          </EmptyState>
        }
        paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: showPage }}
      />
      {signing && user && profile && (
        <SignDialog
          record={signing}
          meanings={meaningsFor(signing, user.id, profile.role)}
          open
          onOpenChange={(open) => !open && setSigning(null)}
        />
      )}
      {approving && (
        <ApproveSelectedDialog
          recordIds={approving}
          open
          onOpenChange={(open) => !open && setApproving(null)}
          onDone={() => setSelected(new Set())}
        />
      )}
    </section>
  );
}
