import {
  formatDateTime,
  formatReading,
  formatRelativeTime,
  formatUsageRate,
  type Meter,
} from '@plantwise/domain';
import { GaugeIcon, PencilIcon, PlusIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { lazy, useState } from 'react';
import { DeferredChart } from '@/components/deferred-chart';
import { EmptyState, QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { useAssetMeters } from '../api/meters';
import { DeleteMeterDialog } from './delete-meter-dialog';
import { MeterFormDialog } from './meter-form-dialog';
import { meterKindLabel, readerName } from './meter-format';
import { ReadingImportDialog } from './reading-import-dialog';
import { RecordReadingDialog } from './record-reading-dialog';

// recharts loads only when a meter's chart comes near the viewport (see DeferredChart).
const MeterChart = lazy(() => import('./meter-chart'));

type Dialog = { kind: 'record' | 'edit' | 'delete'; meter: Meter } | { kind: 'add' | 'import' } | null;

/**
 * An asset's meters: each one's kind, last reading (who and when), use over the last 30 days and chart.
 * Technicians and up record readings; managers add, change and delete meters.
 */
export function AssetMeters({
  assetId,
  canRecord,
  canManage,
}: {
  assetId: string;
  canRecord: boolean;
  canManage: boolean;
}) {
  const meters = useAssetMeters(assetId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div className="grid gap-4">
      {(canManage || canRecord) && (
        <div className="flex flex-wrap gap-2">
          {canManage && (
            <Button variant="outline" onClick={() => setDialog({ kind: 'add' })}>
              <PlusIcon aria-hidden="true" />
              Add meter
            </Button>
          )}
          {canRecord && (meters.data?.data.length ?? 0) > 0 && (
            <Button variant="outline" onClick={() => setDialog({ kind: 'import' })}>
              <UploadIcon aria-hidden="true" />
              Import readings
            </Button>
          )}
        </div>
      )}
      <QueryState
        query={meters}
        loadingLabel="Loading the meters"
        errorTitle="The meters could not be loaded"
        skeleton={{ rows: 2, rowClassName: 'h-28' }}
        isEmpty={(list) => list.data.length === 0}
        empty={
          <EmptyState icon={GaugeIcon} title="No meters yet">
            <p className="text-sm">
              {canManage
                ? 'Add a meter to record run hours, cycles or a gauge reading against this asset.'
                : 'A manager can add meters (run hours, cycles, temperatures) to this asset.'}
            </p>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-4">
            {list.data.map((meter) => (
              <MeterCard
                key={meter.id}
                meter={meter}
                canRecord={canRecord}
                canManage={canManage}
                onAction={(kind) => setDialog({ kind, meter })}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {dialog?.kind === 'record' && <RecordReadingDialog meter={dialog.meter} open onOpenChange={close} />}
      {(dialog?.kind === 'edit' || dialog?.kind === 'add') && (
        <MeterFormDialog
          assetId={assetId}
          meter={dialog.kind === 'edit' ? dialog.meter : null}
          open
          onOpenChange={close}
        />
      )}
      {dialog?.kind === 'import' && <ReadingImportDialog open onOpenChange={close} />}
      {dialog?.kind === 'delete' && <DeleteMeterDialog meter={dialog.meter} open onOpenChange={close} />}
    </div>
  );
}

function MeterCard({
  meter,
  canRecord,
  canManage,
  onAction,
}: {
  meter: Meter;
  canRecord: boolean;
  canManage: boolean;
  onAction: (kind: 'record' | 'edit' | 'delete') => void;
}) {
  const now = useNow(60_000);
  const last = meter.last_reading;
  const headingId = `meter-${meter.id}`;
  return (
    <li aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-medium">
            {meter.name}
            <Badge variant="outline">{meterKindLabel(meter)}</Badge>
            {meter.readable_by_anyone && <Badge variant="secondary">Readable by anyone on the line</Badge>}
          </h3>
          <p className="text-muted-foreground text-xs">In {meter.unit}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canRecord && (
            <Button className="h-11 sm:h-9" onClick={() => onAction('record')}>
              <PlusIcon aria-hidden="true" />
              Record reading
            </Button>
          )}
          {canManage && (
            <>
              <Button
                variant="outline"
                size="icon"
                className="size-11 sm:size-9"
                onClick={() => onAction('edit')}
              >
                <PencilIcon aria-hidden="true" />
                <span className="sr-only">Edit {meter.name}</span>
              </Button>
              <Button
                variant="outline"
                size="icon"
                className="size-11 text-destructive sm:size-9"
                onClick={() => onAction('delete')}
              >
                <Trash2Icon aria-hidden="true" />
                <span className="sr-only">Delete {meter.name}</span>
              </Button>
            </>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">Last reading</dt>
          <dd className="grid gap-0.5">
            {last ? (
              <>
                <span className="font-semibold text-lg tabular-nums">
                  {formatReading(last.value, meter.unit)}
                </span>
                <span className="text-muted-foreground text-xs">
                  <time dateTime={last.taken_at} title={formatDateTime(last.taken_at)}>
                    {formatRelativeTime(last.taken_at, now)}
                  </time>{' '}
                  by {readerName(last)}
                </span>
              </>
            ) : (
              <span className="text-muted-foreground text-sm">No readings yet</span>
            )}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">Use over the last 30 days</dt>
          <dd className="text-sm">
            {meter.kind === 'gauge' ? (
              <span className="text-muted-foreground">A gauge reads a level, not use</span>
            ) : meter.usage_rate_per_day === null ? (
              <span className="text-muted-foreground">Needs two readings in the last 30 days</span>
            ) : (
              <span className="font-semibold text-lg tabular-nums">
                {formatUsageRate(meter.usage_rate_per_day, meter.unit)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {last && (
        <DeferredChart skeletonClassName="h-64">
          <MeterChart meter={meter} />
        </DeferredChart>
      )}
    </li>
  );
}
