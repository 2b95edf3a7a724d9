import {
  formatCount,
  formatDate,
  formatDateTime,
  GLASS_CHECK_FREQUENCY_LABELS,
  GLASS_CHECK_RESULT_LABELS,
  GLASS_CHECK_STATE_LABELS,
  GLASS_CHECK_STATES,
  GLASS_INCIDENT_STATE_LABELS,
  GLASS_INCIDENT_STATES,
  GLASS_MATERIAL_LABELS,
  type GlassCheckState,
  type GlassIncident,
  type GlassIncidentState,
  type GlassItem,
  MAX_PAGE_SIZE,
} from '@plantwise/domain';
import {
  ClipboardCheckIcon,
  GlassWaterIcon,
  PencilIcon,
  PlusIcon,
  ShieldAlertIcon,
  Trash2Icon,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OptionSelect, optionsOf } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { LocationPicker, useLocations } from '@/features/locations';
import { useFilterParams } from '@/hooks/use-filter-params';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import {
  mayCheck,
  mayKeepRegister,
  useGlassIncidents,
  useGlassItems,
  useRemoveGlassItem,
} from '../api/glass-register';
import { GlassCheckStateBadge, GlassIncidentStateBadge, GlassRiskBadge } from './glass-badges';
import { GlassCheckRound } from './glass-check-round';
import { CloseGlassIncidentDialog, GlassItemDialog, ReportGlassIncidentDialog } from './glass-dialogs';

type Tab = 'register' | 'incidents';

const lastCheckText = (item: GlassItem) =>
  item.last_checked_at
    ? `${GLASS_CHECK_RESULT_LABELS[item.last_result ?? 'intact']} · ${formatDateTime(item.last_checked_at)}`
    : 'Never checked';

/**
 * /compliance/glass: the glass and brittle-plastics register (BRCGS 4.9.3) per location with risk, frequency,
 * last check and next due (overdue first and in red); a check round for one location, made for a phone; and
 * the breakage incidents, raised by hand or by a round, closed by a quality sign-off with the password.
 */
export function GlassRegisterScreen() {
  const { params, update } = useFilterParams();
  const { profile } = useAuth();
  const role = profile?.role;
  const tab: Tab = params.get('tab') === 'incidents' ? 'incidents' : 'register';
  const location = params.get('location') || undefined;
  const inRound = params.get('round') === '1' && Boolean(location);
  const [adding, setAdding] = useState(false);
  const [reporting, setReporting] = useState(false);
  const items = useGlassItems({ location_id: location, limit: MAX_PAGE_SIZE });
  const openIncidents = useGlassIncidents({ state: 'open', limit: 1 });
  const locations = useLocations();
  const locationName = location
    ? (locations.data?.data
        .find((l) => l.id === location)
        ?.path.map((p) => p.name)
        .join(' › ') ?? 'this location')
    : '';
  const openCount = openIncidents.data?.counts.open ?? 0;

  if (inRound) {
    return (
      <section className="mx-auto grid w-full max-w-2xl min-w-0 grid-cols-1 gap-4">
        <PageHeader
          title="Glass check round"
          description={`Check each item at ${locationName} and submit once.`}
        />
        <QueryState
          query={items}
          loadingLabel="Loading the items to check"
          errorTitle="Could not load the items to check"
          isEmpty={(data) => data.data.length === 0}
          empty={
            <EmptyState icon={GlassWaterIcon} title="Nothing to check here">
              No register items are at this location.
              <Button variant="outline" onClick={() => update({ round: undefined })}>
                Back to the register
              </Button>
            </EmptyState>
          }
        >
          {(data) => (
            <GlassCheckRound
              locationName={locationName}
              items={data.data}
              onDone={() => update({ round: undefined })}
            />
          )}
        </QueryState>
      </section>
    );
  }

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Glass & Brittle Plastics"
        description="The register of glass, hard plastic and ceramics near product, its checks and breakages (BRCGS clause 4.9.3)."
      >
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {mayCheck(role) && (
            <Button variant="outline" className="max-sm:flex-1" onClick={() => setReporting(true)}>
              <ShieldAlertIcon aria-hidden="true" />
              Report a breakage
            </Button>
          )}
          {mayKeepRegister(role) && (
            <Button className="max-sm:flex-1" onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              Add item
            </Button>
          )}
        </div>
      </PageHeader>
      <Tabs
        value={tab}
        onValueChange={(next) => update({ tab: next === 'incidents' ? 'incidents' : undefined })}
      >
        <TabsList>
          <TabsTrigger value="register">Register</TabsTrigger>
          <TabsTrigger value="incidents">
            Incidents{openCount > 0 ? ` (${formatCount(openCount)} open)` : ''}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="register" className="grid gap-4 pt-2">
          <RegisterTab
            items={items}
            location={location}
            onLocation={(next) => update({ location: next })}
            onStartRound={() => update({ round: '1' })}
            canCheck={mayCheck(role)}
            canKeep={mayKeepRegister(role)}
          />
        </TabsContent>
        <TabsContent value="incidents" className="grid gap-4 pt-2">
          <IncidentsTab canClose={mayKeepRegister(role)} location={location} />
        </TabsContent>
      </Tabs>
      {mayKeepRegister(role) && (
        <GlassItemDialog open={adding} onOpenChange={setAdding} defaultLocation={location} />
      )}
      {mayCheck(role) && (
        <ReportGlassIncidentDialog
          open={reporting}
          onOpenChange={setReporting}
          items={items.data?.data ?? []}
          defaultLocation={location}
        />
      )}
    </section>
  );
}

function RegisterTab({
  items,
  location,
  onLocation,
  onStartRound,
  canCheck,
  canKeep,
}: {
  items: ReturnType<typeof useGlassItems>;
  location: string | undefined;
  onLocation: (id: string | undefined) => void;
  onStartRound: () => void;
  canCheck: boolean;
  canKeep: boolean;
}) {
  const [state, setState] = useState<GlassCheckState | undefined>();
  const [editing, setEditing] = useState<GlassItem | null>(null);
  const [removing, setRemoving] = useState<GlassItem | null>(null);
  const remove = useRemoveGlassItem();
  const counts = items.data?.counts;
  const shown = (items.data?.data ?? []).filter((item) => !state || item.state === state);

  return (
    <>
      {counts && (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          <span className={cn(counts.overdue > 0 && 'font-medium text-destructive')}>
            {formatCount(counts.overdue)} overdue
          </span>{' '}
          · {formatCount(counts.due)} due today · {formatCount(counts.ok)} up to date
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <LocationPicker
          aria-label="Location"
          value={location}
          onChange={(next) => onLocation(next ?? undefined)}
          noneLabel="All locations"
          maxPathLength={24}
          className="w-full sm:w-56"
        />
        <OptionSelect<GlassCheckState>
          aria-label="Check state"
          className="w-full sm:w-44"
          options={optionsOf<GlassCheckState>(GLASS_CHECK_STATES, GLASS_CHECK_STATE_LABELS)}
          allLabel="Any state"
          value={state}
          onValueChange={setState}
        />
        {canCheck && (
          <div className="grid w-full gap-1 sm:ml-auto sm:w-auto">
            <Button
              onClick={onStartRound}
              disabled={!location || shown.length === 0}
              className="h-11 sm:h-9"
              aria-describedby={location ? undefined : 'glass-round-hint'}
            >
              <ClipboardCheckIcon aria-hidden="true" />
              Start a check round
            </Button>
            {!location && (
              <span id="glass-round-hint" className="text-muted-foreground text-xs">
                Choose a location to check its items.
              </span>
            )}
          </div>
        )}
      </div>
      <QueryState
        query={items}
        loadingLabel="Loading the glass register"
        errorTitle="Could not load the glass register"
        isEmpty={() => shown.length === 0}
        empty={
          <EmptyState
            icon={GlassWaterIcon}
            title={location || state ? 'Nothing here' : 'The register is empty'}
          >
            {location || state
              ? 'No register items match. Change or clear the filters.'
              : 'List the glass, hard plastic and ceramics near open product, each with its risk and how often it is checked.'}
          </EmptyState>
        }
      >
        {() => (
          <>
            <ul className="grid gap-3 md:hidden" aria-label="Glass register">
              {shown.map((item) => (
                <li key={item.id}>
                  <Card className={cn('gap-2 py-4', item.state === 'overdue' && 'border-destructive/60')}>
                    <CardHeader className="px-4">
                      <CardTitle className="break-words text-base">{item.description}</CardTitle>
                      <p className="text-muted-foreground text-sm">{item.location_path}</p>
                    </CardHeader>
                    <CardContent className="grid gap-2 px-4 text-sm">
                      <div className="flex flex-wrap gap-2">
                        <GlassCheckStateBadge state={item.state} />
                        <GlassRiskBadge risk={item.risk} />
                        {item.open_incidents > 0 && <GlassIncidentStateBadge state="open" />}
                      </div>
                      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
                        <dt className="text-muted-foreground">Material</dt>
                        <dd>{GLASS_MATERIAL_LABELS[item.material]}</dd>
                        <dt className="text-muted-foreground">Frequency</dt>
                        <dd>{GLASS_CHECK_FREQUENCY_LABELS[item.check_frequency]}</dd>
                        <dt className="text-muted-foreground">Last check</dt>
                        <dd>{lastCheckText(item)}</dd>
                        <dt className="text-muted-foreground">Next due</dt>
                        <dd className={cn(item.state === 'overdue' && 'font-medium text-destructive')}>
                          {formatDate(item.next_check_due)}
                        </dd>
                      </dl>
                      {canKeep && <ItemActions item={item} onEdit={setEditing} onRemove={setRemoving} />}
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
            <div className="hidden rounded-md border md:block">
              <Table aria-label="Glass register">
                <TableHeader>
                  <TableRow>
                    <TableHead>Item</TableHead>
                    <TableHead>Risk</TableHead>
                    <TableHead>Frequency</TableHead>
                    <TableHead>Last check</TableHead>
                    <TableHead>Next due</TableHead>
                    {canKeep && <TableHead className="sr-only">Actions</TableHead>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.map((item) => (
                    <TableRow key={item.id} className={cn(item.state === 'overdue' && 'bg-destructive/5')}>
                      <TableCell className="max-w-80 whitespace-normal">
                        <div className="font-medium">{item.description}</div>
                        <div className="text-muted-foreground text-xs">
                          {GLASS_MATERIAL_LABELS[item.material]} · {item.location_path}
                        </div>
                      </TableCell>
                      <TableCell>
                        <GlassRiskBadge risk={item.risk} />
                      </TableCell>
                      <TableCell>{GLASS_CHECK_FREQUENCY_LABELS[item.check_frequency]}</TableCell>
                      <TableCell className="whitespace-normal">
                        {lastCheckText(item)}
                        {item.open_incidents > 0 && (
                          <div className="text-destructive text-xs">
                            {item.open_incidents} open incident{item.open_incidents === 1 ? '' : 's'}
                          </div>
                        )}
                      </TableCell>
                      <TableCell>
                        <div className="flex flex-wrap items-center gap-2">
                          <span className={cn(item.state === 'overdue' && 'font-medium text-destructive')}>
                            {formatDate(item.next_check_due)}
                          </span>
                          <GlassCheckStateBadge state={item.state} />
                        </div>
                      </TableCell>
                      {canKeep && (
                        <TableCell className="text-right">
                          <ItemActions item={item} onEdit={setEditing} onRemove={setRemoving} />
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </QueryState>
      {editing && <GlassItemDialog item={editing} open onOpenChange={(open) => !open && setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from the register?"
        description={`${removing?.description ?? ''} will no longer be checked. Its past checks and incidents are kept for audits.`}
        confirmLabel="Remove item"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
            toast.success('Item removed from the register', { description: removing.description });
            setRemoving(null);
          } catch (error) {
            toast.error(errorMessage(error, 'The item was not removed.'));
          }
        }}
      />
    </>
  );
}

function ItemActions({
  item,
  onEdit,
  onRemove,
}: {
  item: GlassItem;
  onEdit: (item: GlassItem) => void;
  onRemove: (item: GlassItem) => void;
}) {
  return (
    <div className="flex gap-1 md:justify-end">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(item)}
        aria-label={`Change ${item.description}`}
      >
        <PencilIcon aria-hidden="true" />
        <span className="md:sr-only">Change</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive"
        onClick={() => onRemove(item)}
        aria-label={`Remove ${item.description}`}
      >
        <Trash2Icon aria-hidden="true" />
        <span className="md:sr-only">Remove</span>
      </Button>
    </div>
  );
}

function IncidentsTab({ canClose, location }: { canClose: boolean; location: string | undefined }) {
  const [state, setState] = useState<GlassIncidentState | undefined>('open');
  const [closing, setClosing] = useState<GlassIncident | null>(null);
  const incidents = useGlassIncidents({ state, location_id: location, limit: 100 });
  const counts = incidents.data?.counts;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <OptionSelect<GlassIncidentState>
          aria-label="Incident state"
          className="w-full sm:w-44"
          options={optionsOf<GlassIncidentState>(GLASS_INCIDENT_STATES, GLASS_INCIDENT_STATE_LABELS)}
          allLabel="Open and closed"
          value={state}
          onValueChange={setState}
        />
        {counts && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {formatCount(counts.open)} open · {formatCount(counts.closed)} closed
          </p>
        )}
      </div>
      <QueryState
        query={incidents}
        loadingLabel="Loading the incidents"
        errorTitle="Could not load the incidents"
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState icon={ShieldAlertIcon} title={state === 'open' ? 'No open incidents' : 'No incidents'}>
            {state === 'open'
              ? 'Every breakage has been signed off. A damaged or missing item on a check round raises one here.'
              : 'No breakage has been reported here.'}
          </EmptyState>
        }
      >
        {(data) => (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Glass incidents">
            {data.data.map((incident) => (
              <li key={incident.id}>
                <Card
                  className={cn('h-full gap-2 py-4', incident.state === 'open' && 'border-destructive/60')}
                >
                  <CardHeader className="px-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <GlassIncidentStateBadge state={incident.state} />
                      <span className="text-muted-foreground text-xs">
                        {incident.source === 'check' ? 'Raised by a check round' : 'Reported'} ·{' '}
                        {formatDateTime(incident.raised_at)} · {incident.raised_by}
                      </span>
                    </div>
                    <CardTitle className="break-words text-base">
                      {incident.item_description ?? incident.description}
                    </CardTitle>
                    <p className="text-muted-foreground text-sm">{incident.location_path}</p>
                  </CardHeader>
                  <CardContent className="grid gap-2 px-4 text-sm">
                    {incident.item_description && <p className="break-words">{incident.description}</p>}
                    <p className="text-muted-foreground">
                      {[
                        incident.product_at_risk ? 'Product may be affected' : 'Product not affected',
                        incident.quarantine ? 'product on hold' : null,
                        incident.clean_down_done ? 'cleaned down' : 'clean-down not confirmed',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {incident.state === 'closed' ? (
                      <p className="break-words">
                        Closed by {incident.closed_by} · {formatDateTime(incident.closed_at)}
                        {incident.close_notes ? `: ${incident.close_notes}` : ''}
                      </p>
                    ) : (
                      canClose && (
                        <div>
                          <Button onClick={() => setClosing(incident)} className="max-sm:h-11 max-sm:w-full">
                            Close incident
                          </Button>
                        </div>
                      )
                    )}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {closing && (
        <CloseGlassIncidentDialog
          incident={closing}
          open
          onOpenChange={(open) => !open && setClosing(null)}
        />
      )}
    </>
  );
}
