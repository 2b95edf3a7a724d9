import { type Diagnostics, formatCount, formatDateTime, formatDuration, formatTime } from '@plantwise/domain';
import { RefreshCwIcon } from 'lucide-react';
import type * as React from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDiagnostics } from '../api/get-diagnostics';
import { useVerifyAuditChain } from '../api/verify-audit-chain';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

function Figure({ label, value, hint }: { label: string; value: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
      {hint && <dd className="text-muted-foreground text-xs">{hint}</dd>}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">{children}</dl>
      </CardContent>
    </Card>
  );
}

/** The audit trail's hash chain: the last verification, and a button to walk it now. */
function AuditChainSection({ chain }: { chain: Diagnostics['audit_chain'] }) {
  const verify = useVerifyAuditChain();
  return (
    <Section title="Audit trail">
      <Figure
        label="Hash chain"
        value={
          chain === null ? (
            'Not checked yet'
          ) : chain.verified ? (
            <span className="text-success">Verified</span>
          ) : (
            <span className="text-destructive">Broken at entry {chain.first_broken_id}</span>
          )
        }
        hint={
          chain
            ? `${formatCount(chain.entries)} entries, checked ${formatDateTime(chain.checked_at)}`
            : 'Checked nightly'
        }
      />
      <div className="grid content-end gap-0.5">
        <dt className="sr-only">Check the chain</dt>
        <dd>
          <Button variant="outline" size="sm" disabled={verify.isPending} onClick={() => verify.mutate()}>
            {verify.isPending ? 'Verifying...' : 'Verify now'}
          </Button>
        </dd>
      </div>
    </Section>
  );
}

function Panel({ data }: { data: Diagnostics }) {
  const { database, migrations, mail, jobs, server, invitation_codes: codes } = data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Section title="Database">
        <Figure label="Kind" value={database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'} />
        <Figure label="Size" value={formatBytes(database.size_bytes)} />
        <Figure
          label="Migration version"
          value={migrations.version ?? 'None'}
          hint={`${migrations.applied} of ${migrations.available} applied`}
        />
      </Section>
      <Section title="Mail outbox">
        <Figure label="Pending" value={formatCount(mail.pending)} />
        <Figure label="Sent" value={formatCount(mail.sent)} />
        <Figure label="Kept (no SMTP)" value={formatCount(mail.kept)} />
        <Figure
          label="Failed"
          value={
            <span className={mail.failed > 0 ? 'text-destructive' : undefined}>
              {formatCount(mail.failed)}
            </span>
          }
        />
        <Figure
          label="Delivery"
          value={mail.transport === 'smtp' ? 'SMTP' : 'Outbox only'}
          hint={mail.transport === 'smtp' ? undefined : 'Set SMTP_URL to send e-mail'}
        />
      </Section>
      <Section title="Background jobs">
        <Figure label="Queue depth" value={formatCount(jobs.queue_depth)} />
        <Figure label="Notifications pending" value={formatCount(jobs.notifications_pending)} />
        <Figure label="Mail pending" value={formatCount(jobs.mail_pending)} />
        <Figure label="Jobs" value={jobs.registered.length} hint={jobs.registered.join(', ')} />
      </Section>
      <Section title="Server">
        <Figure label="Version" value={server.version} />
        <Figure label="Uptime" value={formatDuration(server.uptime_seconds / 3600)} />
        <Figure label="Node.js" value={server.node_version} />
        <Figure label="Started" value={formatDateTime(server.started_at)} />
      </Section>
      <Section title="Invitation codes">
        <Figure
          label="Wrong codes (last hour)"
          value={formatCount(codes.failures_last_hour)}
          hint={`Breaker at ${codes.breaker_limit}`}
        />
        <Figure
          label="Code verification"
          value={codes.paused ? <span className="text-destructive">Paused</span> : 'Open'}
          hint={codes.paused ? 'Invitation links still work' : undefined}
        />
      </Section>
      <AuditChainSection chain={data.audit_chain} />
    </div>
  );
}

/** The figures of System Diagnostics (admins). */
export function DiagnosticsPanel() {
  const diagnostics = useDiagnostics();
  return (
    <QueryState
      query={diagnostics}
      loadingLabel="Loading diagnostics"
      errorTitle="Could not load diagnostics"
      skeleton={{ className: 'gap-4 sm:grid-cols-2 xl:grid-cols-3', rowClassName: 'h-40' }}
    >
      {(data) => (
        <div className="grid gap-2">
          <div className="flex items-center justify-end gap-2 text-muted-foreground text-xs">
            <span>Updated {formatTime(diagnostics.dataUpdatedAt)}</span>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label="Refresh diagnostics"
              onClick={() => void diagnostics.refetch()}
            >
              <RefreshCwIcon
                aria-hidden="true"
                className={diagnostics.isFetching ? 'animate-spin' : undefined}
              />
            </Button>
          </div>
          <Panel data={data} />
        </div>
      )}
    </QueryState>
  );
}
