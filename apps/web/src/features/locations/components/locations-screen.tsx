import { canManageAssets, type Location } from '@plantwise/domain';
import { ChevronsDownUpIcon, ChevronsUpDownIcon, MapPinIcon, PlusIcon } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { useSearchParam } from '@/hooks/use-search-param';
import { useLocations } from '../api/get-locations';
import { buildLocationTree, type LocationTreeModel } from '../utils/location-tree-model';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationFormDialog, type LocationFormTarget } from './location-form-dialog';
import { type LocationActions, LocationPanel } from './location-panel';
import { LocationTree } from './location-tree';

/** Which nodes are open: the sites at first, and whatever the person opens or the chosen node needs. */
function useExpanded(model: LocationTreeModel | null, selectedId: string | null) {
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const expanded = useMemo(() => {
    const base = opened ?? new Set(model?.childrenOf(null).map((site) => site.id));
    if (!selectedId || !model) return base;
    const hidden = model.ancestorsOf(selectedId).filter((id) => !base.has(id));
    return hidden.length > 0 ? new Set([...base, ...hidden]) : base;
  }, [opened, model, selectedId]);
  const setExpanded = useCallback(
    (id: string, open: boolean) => {
      const next = new Set(expanded);
      if (open) next.add(id);
      else next.delete(id);
      setOpened(next);
    },
    [expanded],
  );
  const setAll = useCallback(
    (open: boolean) => {
      setOpened(new Set(open && model ? [...model.byId.keys()] : []));
    },
    [model],
  );
  return { expanded, setExpanded, setAll };
}

type Dialog = { kind: 'form'; target: LocationFormTarget } | { kind: 'delete'; location: Location } | null;

/**
 * The location tree (site › area › line › room): each node's kind, code, name and assets (the node and
 * everything below it), with the way to those assets in the register. Managers and admins add, edit, move,
 * reorder and delete; everyone else looks.
 */
export function LocationsScreen() {
  const { profile, session } = useAuth();
  const manage = canManageAssets(profile?.role ?? 'user');
  // A person limited to sites (docs/decisions/site-access.md) sees their sites' subtrees, each starting at
  // its site; a new site is for someone who works at every site (the server refuses the others).
  const limited = (session?.site_ids.length ?? 0) > 0;
  const locations = useLocations();
  const list = locations.data?.data;
  const model = useMemo(() => (list ? buildLocationTree(list) : null), [list]);
  const [selectedParam, setSelected] = useSearchParam('selected');
  const selected = (selectedParam && model?.byId.get(selectedParam)) || null;
  const { expanded, setExpanded, setAll } = useExpanded(model, selected?.id ?? null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const panel = useRef<HTMLDivElement>(null);

  const select = (id: string) => {
    setSelected(id);
    // On a phone the details sit under the tree: bring them into view.
    if (window.matchMedia('(max-width: 1023.98px)').matches)
      requestAnimationFrame(() => panel.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const actions: LocationActions | undefined = manage
    ? {
        onAddInside: (location) => setDialog({ kind: 'form', target: { parentId: location.id } }),
        onEdit: (location) => setDialog({ kind: 'form', target: { location } }),
        onDelete: (location) => setDialog({ kind: 'delete', location }),
      }
    : undefined;
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Locations"
        description={
          limited
            ? 'Where the assets are at the sites you work at: the areas inside them, their lines and rooms.'
            : 'Where the assets are: sites, the areas inside them, their lines and rooms.'
        }
      >
        {manage && !limited && (
          <Button onClick={() => setDialog({ kind: 'form', target: { parentId: null } })}>
            <PlusIcon aria-hidden="true" />
            Add site
          </Button>
        )}
      </PageHeader>

      <QueryState
        query={locations}
        loadingLabel="Loading locations"
        errorTitle="The locations could not be loaded"
        skeleton={{ rows: 6 }}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <EmptyState icon={MapPinIcon} title="No locations yet">
            <p className="text-sm">
              {manage
                ? 'Add your first site, then the areas, lines and rooms inside it.'
                : 'Managers set up the sites, areas, lines and rooms here.'}
            </p>
          </EmptyState>
        }
      >
        {() =>
          model && (
            <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <Card className="gap-3 py-3">
                <CardContent className="grid gap-3 px-3">
                  <div className="flex flex-wrap items-center justify-between gap-2 px-1">
                    <p className="text-muted-foreground text-xs max-sm:hidden">
                      Arrow keys move through the tree; Enter chooses a location.
                    </p>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
                        <ChevronsUpDownIcon aria-hidden="true" />
                        Expand all
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setAll(false)}>
                        <ChevronsDownUpIcon aria-hidden="true" />
                        Collapse all
                      </Button>
                    </div>
                  </div>
                  <LocationTree
                    model={model}
                    expanded={expanded}
                    onExpandedChange={setExpanded}
                    selectedId={selected?.id ?? null}
                    onSelect={select}
                  />
                </CardContent>
              </Card>
              <div ref={panel} className="lg:sticky lg:top-20">
                {selected ? (
                  <LocationPanel location={selected} model={model} actions={actions} />
                ) : (
                  <EmptyState icon={MapPinIcon} title="Choose a location">
                    <p className="text-sm">
                      {manage
                        ? 'Its assets, and the way to add, edit, move or delete it, show here.'
                        : 'Its path and assets show here.'}
                    </p>
                  </EmptyState>
                )}
              </div>
            </div>
          )
        }
      </QueryState>

      {dialog?.kind === 'form' && list && (
        <LocationFormDialog
          open
          onOpenChange={closeDialog}
          target={dialog.target}
          locations={list}
          onSaved={(location) => select(location.id)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteLocationDialog
          open
          location={dialog.location}
          onOpenChange={closeDialog}
          onDeleted={() => setSelected(dialog.location.parent_id)}
        />
      )}
    </section>
  );
}
