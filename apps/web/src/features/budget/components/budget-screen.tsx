import {
  canAccess,
  type BudgetCategory,
  type BudgetLine,
  type BudgetResponse,
  formatCurrency,
  plantToday,
} from '@plantwise/domain';
import { PoundSterlingIcon } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeferredChart } from '@/components/deferred-chart';
import { ExportCsvLink } from '@/components/list/list-actions';
import { OptionSelect } from '@/components/option-select';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { LocationPicker } from '@/features/locations';
import { errorMessage } from '@/lib/api-client';
import { budgetExportUrl, useBudget } from '../api/get-budget';
import { useSaveBudgetLines } from '../api/save-budget';
import { BudgetGrid, draftKey } from './budget-grid';
import { BudgetTiles } from './budget-tiles';
import { ExpensesSection } from './expenses-section';
import { PlanHelpers } from './plan-helpers';

// recharts is most of this screen's code: its own chunk, loaded when the chart comes into view.
const BudgetChart = lazy(() => import('./budget-chart'));

type Choice = { year?: number; location?: string | null };

function readYear(search: URLSearchParams, current: number): number {
  const year = Number(search.get('year'));
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : current;
}

/** /budget: plan against actual spend in GBP by month, category, site and asset (managers and admins). */
export function BudgetScreen() {
  const today = plantToday();
  const currentYear = Number(today.slice(0, 4));
  const [searchParams, setSearchParams] = useSearchParams();
  const year = readYear(searchParams, currentYear);
  // A location of the tree (?location=); an older link's site name (?site=) still works.
  const location = searchParams.get('location') || undefined;
  const oldSite = location ? undefined : searchParams.get('site') || undefined;
  const budget = useBudget(year, { location, site: oldSite });
  // The site whose plan is shown and edited: the answer names it (a location below a site has none).
  const site = location ? (budget.data?.site ?? undefined) : oldSite;
  const [drafts, setDrafts] = useState<Map<string, number>>(new Map());
  // Under all sites: the sum of every plan (read-only), or the plan kept for the plant as a whole.
  const [plantWide, setPlantWide] = useState(false);
  const saveLines = useSaveBudgetLines();
  // Quality people read the budget; only managers and admins plan it and book spend (the server's rule).
  const { profile } = useAuth();
  const readOnly = !profile || !canAccess(profile.role, 'manager');

  // Another year or site with unsaved plan changes asks first: they would be lost.
  const [pendingChoice, setPendingChoice] = useState<Choice | null>(null);
  const choose = (changes: Choice) => {
    if (drafts.size > 0) setPendingChoice(changes);
    else go(changes);
  };
  const go = (changes: Choice) => {
    setPendingChoice(null);
    setDrafts(new Map());
    setPlantWide(false);
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (changes.year !== undefined) next.set('year', String(changes.year));
        if (changes.location !== undefined) {
          next.delete('site');
          if (changes.location) next.set('location', changes.location);
          else next.delete('location');
        }
        return next;
      },
      { replace: true },
    );
  };
  const setDraft = (month: number, category: BudgetCategory, amount: number | null) =>
    setDrafts((previous) => {
      const next = new Map(previous);
      if (amount === null) next.delete(draftKey(month, category));
      else next.set(draftKey(month, category), amount);
      return next;
    });
  const applyDrafts = (lines: Array<{ month: number; category: BudgetCategory; amount: number }>) =>
    setDrafts((previous) => {
      const next = new Map(previous);
      for (const line of lines) next.set(draftKey(line.month, line.category), line.amount);
      return next;
    });

  const save = async () => {
    const lines: BudgetLine[] = [...drafts].map(([key, amount]) => {
      const [month, category] = key.split('|');
      return { year, month: Number(month), site: site ?? null, category: category as BudgetCategory, amount };
    });
    try {
      await saveLines.mutateAsync(lines);
      setDrafts(new Map());
      toast.success('Plan saved', {
        description: `${lines.length} ${lines.length === 1 ? 'cell' : 'cells'} of ${year}`,
      });
    } catch (error) {
      toast.error('Plan not saved', { description: errorMessage(error, 'Try again.') });
    }
  };

  const years = Array.from({ length: 7 }, (_, i) => currentYear - 4 + i);
  const sites = budget.data?.sites ?? [];
  const placeName = budget.data?.location?.name ?? site;
  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Budget"
        description="Maintenance spend in GBP against plan, by month, category, location and asset."
      >
        <div className="flex flex-wrap items-center gap-2">
          <OptionSelect
            aria-label="Year"
            className="w-28"
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={String(year)}
            onValueChange={(value) => choose({ year: Number(value) })}
          />
          <LocationPicker
            aria-label="Location"
            value={location}
            onChange={(next) => choose({ location: next })}
            noneLabel="All sites"
            maxPathLength={20}
            className="w-44"
          />
          <ExportCsvLink href={budgetExportUrl(year, { location, site: oldSite })} />
        </div>
      </PageHeader>

      <QueryState
        query={budget}
        loadingLabel="Loading the budget"
        errorTitle="Could not load the budget"
        skeleton={{ rows: 6, rowClassName: 'h-16' }}
      >
        {(data) => (
          <>
            <BudgetTiles budget={data} />
            <DeferredChart>
              <BudgetChart budget={data} />
            </DeferredChart>
            <PlanSection
              year={year}
              site={site}
              placeName={placeName}
              budget={data}
              plantWide={plantWide}
              onPlantWideChange={(next) => {
                if (drafts.size > 0) return;
                setPlantWide(next);
              }}
              drafts={drafts}
              onDraft={setDraft}
              onApply={applyDrafts}
              onDiscard={() => setDrafts(new Map())}
              onSave={() => void save()}
              saving={saveLines.isPending}
              readOnly={readOnly}
            />
            <TopAssets budget={data} />
            <ExpensesSection
              year={year}
              location={location}
              site={site}
              sites={sites}
              today={today}
              readOnly={readOnly}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={pendingChoice !== null}
        onOpenChange={(open) => !open && setPendingChoice(null)}
        title="Discard unsaved plan changes?"
        description={`${drafts.size} changed ${drafts.size === 1 ? 'cell is' : 'cells are'} not saved yet.`}
        confirmLabel="Discard changes"
        pendingLabel="Discarding..."
        pending={false}
        onConfirm={() => pendingChoice && go(pendingChoice)}
      />
    </section>
  );
}

/**
 * The plan grid and its actions. A site's plan is edited per site; "All sites" shows the sum of every
 * site's plan and the plant-wide one, read-only, and offers the plant-wide plan (no site) for editing.
 * With unsaved changes, a bar with Save stays at the bottom of the screen.
 */
function PlanSection({
  year,
  site,
  placeName,
  budget,
  plantWide,
  onPlantWideChange,
  drafts,
  onDraft,
  onApply,
  onDiscard,
  onSave,
  saving,
  readOnly,
}: {
  year: number;
  site: string | undefined;
  /** The location or site shown, in words. */
  placeName: string | undefined;
  budget: BudgetResponse;
  plantWide: boolean;
  onPlantWideChange: (plantWide: boolean) => void;
  drafts: ReadonlyMap<string, number>;
  onDraft: (month: number, category: BudgetCategory, amount: number | null) => void;
  onApply: (lines: Array<{ month: number; category: BudgetCategory; amount: number }>) => void;
  onDiscard: () => void;
  onSave: () => void;
  saving: boolean;
  /** Read, not planned (quality people). */
  readOnly: boolean;
}) {
  const hasSites = budget.sites.length > 0;
  // The plant-wide plan (no site) is for people who see every site; a person limited to sites plans theirs.
  const limited = (useAuth().session?.site_ids.length ?? 0) > 0;
  // Plans are kept per site: below a site (an area, a line) there is spend but no plan to edit.
  const belowSite = !budget.has_plan;
  const editable = !readOnly && !belowSite && (Boolean(site) || plantWide || (!hasSites && !limited));
  const description = readOnly
    ? `The plan of ${site ?? (hasSites ? 'every site together' : 'the plant')} against what was spent. Read-only: managers keep the plan.`
    : belowSite
      ? `Plans are kept per site. This shows what was spent at ${placeName ?? 'this location'}; choose its site to see and edit the plan.`
      : site
        ? `The plan for ${site}. Type an amount in pounds; Enter moves down a month, Escape undoes.`
        : !hasSites
          ? 'Type an amount in pounds; Enter moves down a month, Escape undoes.'
          : plantWide
            ? 'The plan kept for the plant as a whole, booked to no site. The sites’ own plans are not included here.'
            : `Each amount is the sum of the plans of every site (${budget.sites.join(', ')}) and the plan kept for the plant as a whole. Read-only: choose a site above to edit its plan.`;
  return (
    <section aria-labelledby="budget-plan-title" className="grid gap-3">
      {!readOnly && (
        <p className="text-muted-foreground text-sm md:hidden">
          The plan by month and category is edited on a wider screen (a tablet or a computer).
        </p>
      )}
      <div className="grid gap-3 max-md:hidden">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid max-w-3xl gap-0.5">
            <h2 id="budget-plan-title" className="font-semibold text-lg">
              {belowSite
                ? `Spend at ${placeName ?? 'this location'}`
                : site
                  ? `Plan for ${site}`
                  : plantWide
                    ? 'Plant-wide plan (no site)'
                    : hasSites
                      ? 'Plan of all sites'
                      : 'Plan by month and category'}
            </h2>
            <p className="text-muted-foreground text-sm">{description}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {!readOnly && !site && !belowSite && hasSites && !limited && (
              <Button
                variant="outline"
                onClick={() => onPlantWideChange(!plantWide)}
                disabled={drafts.size > 0}
                title={drafts.size > 0 ? 'Save or discard the changes first' : undefined}
              >
                {plantWide ? 'Show the sum of all sites' : 'Edit the plant-wide plan'}
              </Button>
            )}
            {editable && <PlanHelpers year={year} site={site} onApply={onApply} />}
          </div>
        </div>
        <BudgetGrid budget={budget} drafts={drafts} editable={editable} onDraft={onDraft} />
        {drafts.size > 0 && (
          <div className="sticky bottom-0 z-20 -mx-1 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
            <p className="mr-auto text-muted-foreground text-sm" aria-live="polite">
              {drafts.size} {drafts.size === 1 ? 'cell' : 'cells'} changed, not saved yet.
            </p>
            <Button variant="outline" onClick={onDiscard} disabled={saving}>
              Discard
            </Button>
            <Button onClick={onSave} disabled={saving}>
              {saving ? 'Saving...' : `Save plan (${drafts.size})`}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

function TopAssets({ budget }: { budget: BudgetResponse }) {
  return (
    <section aria-labelledby="budget-top-assets" className="grid gap-3">
      <h2 id="budget-top-assets" className="font-semibold text-lg">
        Top assets by spend
      </h2>
      {budget.top_assets.length === 0 ? (
        <EmptyState icon={PoundSterlingIcon} title="No spend on assets yet">
          Completed work orders, the parts they used and expenses booked to an asset appear here.
        </EmptyState>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-2">
          {budget.top_assets.map((asset) => (
            <li
              key={asset.asset_id}
              className="flex items-center justify-between gap-3 rounded-lg border p-3"
            >
              <Link
                to={`/assets/${asset.asset_id}`}
                className="font-medium underline-offset-4 hover:underline"
              >
                {asset.asset_name} <span className="text-muted-foreground">({asset.asset_code})</span>
              </Link>
              <span className="text-right text-sm tabular-nums">
                <span className="font-semibold">{formatCurrency(asset.total)}</span>
                <span className="block text-muted-foreground text-xs">
                  labour {formatCurrency(asset.labour)} · parts {formatCurrency(asset.parts)} · invoices{' '}
                  {formatCurrency(asset.expenses)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
