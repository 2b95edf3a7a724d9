import {
  CHECKLIST_RESULTS,
  FIX_TYPE_LABELS,
  FIX_TYPES,
  formatDateTime,
  formatHours,
  HYGIENE_CLEARANCE_ITEMS,
  HYGIENE_CLEARANCE_LEGEND,
  hasAtLeastRole,
  historySentence,
  RECORD_TYPE_LABELS,
  type RecordDetail,
  ROLE_LABELS,
  SIGNATURE_MEANING_LABELS,
} from '@plantwise/domain';
import {
  CheckIcon,
  FileDownIcon,
  FilePenLineIcon,
  PenLineIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  XIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChecklistResults } from '@/components/checklist-results';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useRecord } from '../api/get-record';
import { AmendDialog } from './amend-dialog';
import { RecordStateBadge } from './record-badges';
import { meaningsFor, SignDialog, signingClosedFor } from './sign-dialog';

type Snapshot = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** What was done, as the snapshot states it: the same fields whatever the record's type. */
function SnapshotView({ snapshot }: { snapshot: Snapshot }) {
  const clearance = (snapshot.hygiene_clearance ?? null) as Record<string, boolean> | null;
  const checklist = list(snapshot.checklist_results);
  const parts = list(snapshot.parts_used);
  const tools = list(snapshot.tool_counts);
  const asset = (snapshot.asset ?? null) as {
    asset_id: string;
    asset_name: string;
    site: string | null;
  } | null;
  const downtime = typeof snapshot.downtime_hours === 'number' ? snapshot.downtime_hours : null;
  const fixType = FIX_TYPES.find((value) => value === snapshot.fix_type);
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Item label="Asset">
          {asset ? `${asset.asset_name} (${asset.asset_id})${asset.site ? `, ${asset.site}` : ''}` : '—'}
        </Item>
        {downtime !== null && <Item label="Downtime">{formatHours(downtime)}</Item>}
        {fixType && <Item label="Fix">{FIX_TYPE_LABELS[fixType]}</Item>}
        {text(snapshot.permanent_repair_deadline) && (
          <Item label="Permanent repair by">
            {formatDateTime(String(snapshot.permanent_repair_deadline))}
          </Item>
        )}
      </dl>
      <Item label="What was done">
        <p className="whitespace-pre-wrap">
          {text(snapshot.completion_notes) ?? text(snapshot.notes) ?? '—'}
        </p>
      </Item>
      {clearance && (
        <section aria-labelledby="record-clearance" className="grid gap-2">
          <h3 id="record-clearance" className="font-medium text-sm">
            {HYGIENE_CLEARANCE_LEGEND}
          </h3>
          <ul className="grid gap-1 sm:grid-cols-2">
            {HYGIENE_CLEARANCE_ITEMS.map((item) => (
              <li key={item.key} className="flex items-center gap-2 text-sm">
                {clearance[item.key] ? (
                  <CheckIcon aria-hidden="true" className="size-4 text-success" />
                ) : (
                  <XIcon aria-hidden="true" className="size-4 text-destructive" />
                )}
                {item.label}: {clearance[item.key] ? 'yes' : 'no'}
              </li>
            ))}
          </ul>
        </section>
      )}
      {tools.length > 0 && (
        <section aria-labelledby="record-tools" className="grid gap-2">
          <h3 id="record-tools" className="font-medium text-sm">
            Tool count (BRCGS 4.9)
          </h3>
          <ul className="grid gap-1 text-sm">
            {tools.map((tool, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a signed record's rows never move or change
              <li key={index}>
                {String(tool.name)}: {String(tool.out)} taken, {String(tool.in)} back
              </li>
            ))}
          </ul>
          {text(snapshot.missing_tool_incident) && (
            <p className="text-destructive text-sm">
              <span className="font-medium">Missing-tool incident:</span>{' '}
              {text(snapshot.missing_tool_incident)}
            </p>
          )}
        </section>
      )}
      {checklist.length > 0 && (
        <section aria-labelledby="record-checklist" className="grid gap-2">
          <h3 id="record-checklist" className="font-medium text-sm">
            Checklist
          </h3>
          <ChecklistResults
            steps={checklist.map((step, index) => ({
              id: String(step.step_id ?? index),
              text: String(step.text),
              result: CHECKLIST_RESULTS.find((value) => value === step.result) ?? null,
              note: text(step.note),
              expected: typeof step.expected === 'string' ? step.expected : null,
              measured_value: typeof step.measured_value === 'number' ? step.measured_value : null,
              measured_unit: typeof step.measured_unit === 'string' ? step.measured_unit : null,
            }))}
          />
        </section>
      )}
      {parts.length > 0 && (
        <Item label="Parts used">
          {parts
            .map((p) => `${String(p.item_name ?? p.item_id)} × ${String(p.quantity)} ${String(p.unit ?? '')}`)
            .join(' · ')}
        </Item>
      )}
    </div>
  );
}

/** On an amendment: which record it corrects, why, and each change. */
function AmendmentNote({ record }: { record: RecordDetail }) {
  const amendment = (record.snapshot.amendment ?? null) as {
    amends: string;
    changes: Array<{ field: string; before: unknown; after: unknown }>;
  } | null;
  return (
    <Alert>
      <FilePenLineIcon aria-hidden="true" />
      <AlertTitle>
        Correction of{' '}
        <Link className="text-primary underline-offset-4 hover:underline" to={`/records/${record.amends_id}`}>
          {amendment?.amends ?? 'the original record'}
        </Link>
      </AlertTitle>
      <AlertDescription>
        <p>Reason: {record.amendment_reason}</p>
        <ul className="grid gap-1">
          {(amendment?.changes ?? []).map((change) => (
            <li key={change.field}>
              {change.field}: “{String(change.before ?? '')}” → “{String(change.after)}”
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

function Body({ record }: { record: RecordDetail }) {
  const { user, profile } = useAuth();
  const [signing, setSigning] = useState(false);
  const [amending, setAmending] = useState(false);
  // A hygiene release is its own signed record, never amended; amending is maintenance work (technician and up).
  const mayAmend =
    !record.amends_id &&
    record.type !== 'hygiene_release' &&
    Boolean(
      user &&
        profile &&
        hasAtLeastRole(profile.role, 'technician') &&
        (record.performer_id === user.id || hasAtLeastRole(profile.role, 'manager')),
    );
  const meanings = user && profile ? meaningsFor(record, user.id, profile.role) : [];
  const closedReason = user && profile ? signingClosedFor(record, user.id, profile.role) : null;
  return (
    <div className="grid gap-6">
      <PageHeader title={record.number} description={`${RECORD_TYPE_LABELS[record.type]}: ${record.title}`}>
        <div className="flex flex-wrap items-center gap-2">
          <RecordStateBadge state={record.state} />
          <Button variant="outline" asChild>
            <a href={`/api/records/${record.id}/certificate.pdf`} target="_blank" rel="noreferrer">
              <FileDownIcon aria-hidden="true" />
              Certificate (PDF)
            </a>
          </Button>
          {mayAmend && (
            <Button variant="outline" onClick={() => setAmending(true)}>
              <FilePenLineIcon aria-hidden="true" />
              Correct
            </Button>
          )}
          {meanings.length > 0 ? (
            <Button onClick={() => setSigning(true)}>
              <PenLineIcon aria-hidden="true" />
              Sign
            </Button>
          ) : (
            closedReason && <p className="text-muted-foreground text-sm">{closedReason}</p>
          )}
        </div>
      </PageHeader>
      {record.amends_id && <AmendmentNote record={record} />}
      {record.verified ? (
        <Alert>
          <ShieldCheckIcon aria-hidden="true" />
          <AlertTitle>Verified</AlertTitle>
          <AlertDescription>
            The record is unchanged since it was written (SHA-256 {record.content_hash.slice(0, 16)}…) and
            every signature signed this content.
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <ShieldAlertIcon aria-hidden="true" />
          <AlertTitle>This record does not verify</AlertTitle>
          <AlertDescription>
            Its content no longer matches the hash it was written and signed with: it was changed in the
            database outside Plantwise. Treat it as altered and tell your administrator.
          </AlertDescription>
        </Alert>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Item label="Completed">{formatDateTime(record.completed_at)}</Item>
        <Item label="Completed by">{record.completed_by}</Item>
        <Item label="Source">
          {record.type === 'work_order' ? (
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={`/work-orders?highlight=${record.source_id}`}
            >
              Open the work order
            </Link>
          ) : record.type === 'breakdown' ? (
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={`/reactive-maintenance?highlight=${record.source_id}`}
            >
              Open the breakdown
            </Link>
          ) : (
            'Preventive maintenance completion'
          )}
        </Item>
      </dl>
      <section aria-labelledby="record-content" className="grid gap-3 rounded-lg border p-4">
        <h2 id="record-content" className="font-semibold">
          Record
        </h2>
        <SnapshotView snapshot={record.snapshot} />
      </section>
      <section aria-labelledby="record-signatures" className="grid gap-3">
        <h2 id="record-signatures" className="font-semibold">
          Signatures
        </h2>
        {record.signatures_detail.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Not signed yet. It needs “performed” from the person who did the work and “approved” from a
            manager.
          </p>
        ) : (
          <ul className="grid gap-2">
            {record.signatures_detail.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
              >
                <span>
                  <strong>{SIGNATURE_MEANING_LABELS[s.meaning]}</strong> by {s.signer_name} (
                  {ROLE_LABELS[s.signer_role]})
                </span>
                <span className="text-muted-foreground">
                  {formatDateTime(s.signed_at)}
                  {!s.valid && (
                    <span className="ml-2 font-medium text-destructive">signed different content</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {record.amendments.length > 0 && (
        <section aria-labelledby="record-amendments" className="grid gap-2">
          <h2 id="record-amendments" className="font-semibold">
            Amendments
          </h2>
          <ul className="grid gap-1 text-sm">
            {record.amendments.map((a) => (
              <li key={a.id}>
                <Link className="text-primary underline-offset-4 hover:underline" to={`/records/${a.id}`}>
                  {a.number}
                </Link>{' '}
                {formatDateTime(a.completed_at)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="record-history" className="grid gap-2">
        <h2 id="record-history" className="font-semibold">
          History
        </h2>
        <ol className="grid gap-1 text-sm">
          {record.history.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3">
              <span className="text-muted-foreground tabular-nums">{formatDateTime(entry.occurred_at)}</span>
              <span>{historySentence(entry)}</span>
            </li>
          ))}
        </ol>
      </section>
      {mayAmend && <AmendDialog record={record} open={amending} onOpenChange={setAmending} />}
      {meanings.length > 0 && (
        <SignDialog record={record} meanings={meanings} open={signing} onOpenChange={setSigning} />
      )}
    </div>
  );
}

/** /records/:recordId: one record as an auditor reads it, its verification and its signatures. */
export function RecordDetailScreen({ id }: { id: string }) {
  const record = useRecord(id);
  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      {!record.data && (
        <PageHeader title="Record Details" description="One food-safety record with its signatures." />
      )}
      <QueryState query={record} loadingLabel="Loading the record" errorTitle="Could not load the record">
        {(data) => <Body record={data} />}
      </QueryState>
    </section>
  );
}
