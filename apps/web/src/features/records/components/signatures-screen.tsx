import { DEFAULT_PAGE_SIZE, type RecordSummary } from '@plantwise/domain';
import { PenLineIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { QueryTable } from '@/components/query-table';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/utils';
import { useSignatureQueue } from '../api/records-api';
import { recordColumns } from './record-columns';
import { meaningsFor, SignDialog } from './sign-dialog';

type Tab = 'awaiting' | 'signed';

/**
 * /signatures: "Awaiting my signature" (work I performed and have not signed; for managers also the
 * records awaiting approval) and "Signed by me", with counts; a record is signed from the list.
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
  const action: ColumnDef<RecordSummary> = useMemo(
    () => ({
      id: 'sign',
      header: () => <span className="sr-only">Sign</span>,
      cell: ({ row }) => (
        <Button size="sm" onClick={() => setSigning(row.original)} aria-label={`Sign ${row.original.number}`}>
          <PenLineIcon aria-hidden="true" />
          Sign
        </Button>
      ),
    }),
    [],
  );
  const columns = useMemo(() => recordColumns(tab === 'awaiting' ? action : undefined), [tab, action]);
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
              setOffset(0);
            }}
          >
            {t.label}
            <span className="rounded-full bg-primary px-2 py-0.5 text-primary-foreground text-xs tabular-nums">
              {t.count ?? '–'}
            </span>
          </Button>
        ))}
      </fieldset>
      <QueryTable
        query={query}
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
        paging={{ offset, limit: DEFAULT_PAGE_SIZE, onOffsetChange: setOffset }}
      />
      {signing && user && profile && (
        <SignDialog
          record={signing}
          meanings={meaningsFor(signing, user.id, profile.role)}
          open
          onOpenChange={(open) => !open && setSigning(null)}
        />
      )}
    </section>
  );
}
