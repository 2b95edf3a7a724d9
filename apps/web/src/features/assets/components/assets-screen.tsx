import {
  type Asset,
  type AssetListQuery,
  canManageAssets,
  DEFAULT_PAGE_SIZE,
  hasAtLeastRole,
  SEARCH_DEBOUNCE_MS,
} from '@plantwise/domain';
import { DownloadIcon, PackageIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryError } from '@/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import { assetExportUrl } from '../api/export-assets';
import { useAsset, useResolvedAssetRef } from '../api/get-asset';
import { useAssetFacets } from '../api/get-asset-facets';
import { useAssets } from '../api/get-assets';
import { toAssetListQuery, useAssetListParams } from '../hooks/use-asset-list-params';
import { AssetFilters } from './asset-filters';
import { AssetFormDialog } from './asset-form-dialog';
import { AssetImportDialog } from './asset-import-dialog';
import { AssetStatusCounts } from './asset-status-counts';
import { AssetTable } from './asset-table';
import { DeleteAssetDialog } from './delete-asset-dialog';

/** `?asset={id}` is the QR label's target: open that asset (by its id or its asset ID). */
function useOpenAssetFromLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const ref = searchParams.get('asset');
  const resolved = useResolvedAssetRef(ref);

  useEffect(() => {
    if (!ref || resolved.isPending) return;
    if (resolved.data) {
      void navigate(`/assets/${resolved.data}`, { replace: true });
      return;
    }
    toast.error('Error', {
      description: resolved.isError
        ? errorMessage(resolved.error, 'Asset not found')
        : `Asset "${ref}" not found`,
    });
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('asset');
        return next;
      },
      { replace: true },
    );
  }, [ref, resolved.isPending, resolved.data, resolved.isError, resolved.error, navigate, setSearchParams]);

  return Boolean(ref);
}

/** The asset register: counts by status, filters, the paged and sorted table, import and export. */
export function AssetsScreen() {
  const { profile } = useAuth();
  const role = profile?.role ?? 'user';
  const manage = canManageAssets(role);
  const canEdit = hasAtLeastRole(role, 'technician');
  const opening = useOpenAssetFromLink();
  const { params, update } = useAssetListParams();
  const [searchParams, setSearchParams] = useSearchParams();

  // The text filter: typed at once, sent 300 ms after typing stops (spec §9 debounce).
  const [search, setSearch] = useState(params.q);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const pushedSearch = useRef(params.q);
  useEffect(() => {
    if (debouncedSearch.trim() === pushedSearch.current.trim()) return;
    pushedSearch.current = debouncedSearch;
    update({ q: debouncedSearch.trim() || undefined });
  }, [debouncedSearch, update]);
  useEffect(() => {
    // Back/forward or a link changed the filter: show it in the box.
    if (params.q.trim() !== pushedSearch.current.trim()) {
      pushedSearch.current = params.q;
      setSearch(params.q);
    }
  }, [params.q]);

  // `?highlight={id}` (a global search result): show that asset's row and flash it.
  const highlightRef = searchParams.get('highlight');
  const highlight = useResolvedAssetRef(highlightRef);
  const highlightId = highlight.data ?? null;
  const highlighted = useAsset(highlightId);
  const highlightCode = highlightId ? highlighted.data?.asset_id : undefined;
  const clearHighlight = () =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('highlight');
        return next;
      },
      { replace: true },
    );

  const baseQuery = toAssetListQuery(params, params.q, DEFAULT_PAGE_SIZE);
  const query: AssetListQuery = highlightCode
    ? { asset_id: highlightCode, sort: params.sort, order: params.order, limit: DEFAULT_PAGE_SIZE, offset: 0 }
    : baseQuery;
  const assets = useAssets(query);
  const facets = useAssetFacets({
    q: baseQuery.q,
    category: baseQuery.category,
    criticality: baseQuery.criticality,
    site: baseQuery.site,
  });

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Asset | null>(null);
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const actions = useMemo(
    () => ({
      onEdit: canEdit
        ? (asset: Asset) => {
            setEditing(asset);
            setFormOpen(true);
          }
        : undefined,
      onDelete: manage ? setDeleting : undefined,
    }),
    [canEdit, manage],
  );

  if (opening) return <Spinner label="Opening asset..." className="py-24" />;

  const filtered = Boolean(params.q || params.status || params.category || params.criticality || params.site);
  const total = assets.data?.total ?? 0;
  const rows = assets.data?.data ?? [];

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Asset Management"
        description="The plant's register of assets with their status, criticality and condition."
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a
              href={assetExportUrl({
                q: baseQuery.q,
                status: baseQuery.status,
                category: baseQuery.category,
                criticality: baseQuery.criticality,
                site: baseQuery.site,
                sort: baseQuery.sort,
                order: baseQuery.order,
              })}
              download
            >
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          {manage && (
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <UploadIcon aria-hidden="true" />
              Import CSV
            </Button>
          )}
          {manage && (
            <Button
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              <PlusIcon aria-hidden="true" />
              Add asset
            </Button>
          )}
        </div>
      </PageHeader>

      <AssetStatusCounts
        facets={facets.data}
        status={params.status}
        onStatus={(status) => update({ status })}
      />

      <AssetFilters
        params={params}
        search={search}
        onSearch={setSearch}
        onChange={update}
        sites={facets.data?.sites ?? []}
      />

      {highlightRef && highlightCode && (
        <Alert>
          <AlertTitle>Showing {highlightCode}</AlertTitle>
          <AlertDescription>
            <p>The asset you opened from search is highlighted below.</p>
            <Button variant="link" className="h-auto p-0" onClick={clearHighlight}>
              Show all assets
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {highlightRef && highlight.isSuccess && highlight.data === null && (
        <Alert variant="destructive">
          <AlertTitle>Asset not found</AlertTitle>
          <AlertDescription>
            <p>The asset from that link is not in the register (it may have been deleted).</p>
            <Button variant="link" className="h-auto p-0" onClick={clearHighlight}>
              Show all assets
            </Button>
          </AlertDescription>
        </Alert>
      )}

      {assets.isError ? (
        <QueryError
          title="The register could not be loaded"
          error={assets.error}
          fallback="Something went wrong."
          onRetry={assets.refetch}
        />
      ) : !assets.isPending && total === 0 ? (
        <EmptyState icon={PackageIcon} title={filtered ? 'No assets match these filters' : 'No assets yet'}>
          {filtered ? (
            <Button
              variant="outline"
              onClick={() => {
                setSearch('');
                update({
                  q: undefined,
                  status: undefined,
                  category: undefined,
                  criticality: undefined,
                  site: undefined,
                });
              }}
            >
              Clear filters
            </Button>
          ) : (
            <p className="text-sm">
              {manage
                ? 'Add your first asset, or import the register from a CSV file.'
                : 'Nothing has been registered yet. Managers add assets here.'}
            </p>
          )}
        </EmptyState>
      ) : (
        <AssetTable
          assets={rows}
          loading={assets.isFetching}
          sort={params.sort}
          order={params.order}
          onSort={(sort, order) => update({ sort, order })}
          highlightId={highlightId}
          caption={`Assets, page ${params.page}`}
          actions={actions}
          paging={
            highlightCode
              ? undefined
              : {
                  offset: (params.page - 1) * DEFAULT_PAGE_SIZE,
                  limit: DEFAULT_PAGE_SIZE,
                  total,
                  onOffsetChange: (offset) => update({ page: offset / DEFAULT_PAGE_SIZE + 1 }),
                  label: 'Pages of the register',
                }
          }
        />
      )}

      <AssetFormDialog open={formOpen} onOpenChange={setFormOpen} asset={editing} role={role} />
      {deleting && (
        <DeleteAssetDialog
          asset={deleting}
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
        />
      )}
      {manage && <AssetImportDialog open={importOpen} onOpenChange={setImportOpen} />}
    </section>
  );
}
