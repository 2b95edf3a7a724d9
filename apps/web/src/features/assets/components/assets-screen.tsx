import {
  type Asset,
  type AssetListQuery,
  canManageAssets,
  DEFAULT_PAGE_SIZE,
  hasAtLeastRole,
} from '@plantwise/domain';
import { PackageIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { HighlightNotice } from '@/components/list/highlight-notice';
import { ListActions } from '@/components/list/list-actions';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryError } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useEditDialog } from '@/hooks/use-edit-dialog';
import { useHighlight } from '@/hooks/use-highlight';
import { useSearchParam } from '@/hooks/use-search-param';
import { errorMessage } from '@/lib/api-client';
import { assetExportUrl } from '../api/export-assets';
import { useAsset, useResolvedAssetRef } from '../api/get-asset';
import { useAssetFacets } from '../api/get-asset-facets';
import { useAssets } from '../api/get-assets';
import { assetFilterQuery, toAssetListQuery, useAssetListParams } from '../hooks/use-asset-list-params';
import { AssetFilters, clearAssetFilters, isAssetListFiltered } from './asset-filters';
import { AssetFormDialog } from './asset-form-dialog';
import { AssetImportDialog } from './asset-import-dialog';
import { AssetStatusCounts } from './asset-status-counts';
import { AssetTable } from './asset-table';
import { DeleteAssetDialog } from './delete-asset-dialog';

/** `?asset={id}` is the QR label's target: open that asset (by its id or its asset ID). */
function useOpenAssetFromLink() {
  const [ref, setRef] = useSearchParam('asset');
  const navigate = useNavigate();
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
    setRef(null);
  }, [ref, resolved.isPending, resolved.data, resolved.isError, resolved.error, navigate, setRef]);

  return Boolean(ref);
}

/** The asset register: counts by status, filters, the paged and sorted table, import and export. */
export function AssetsScreen() {
  const { profile } = useAuth();
  const role = profile?.role ?? 'user';
  const manage = canManageAssets(role);
  const canEdit = hasAtLeastRole(role, 'technician');
  const opening = useOpenAssetFromLink();
  const list = useAssetListParams();
  const { params, update } = list;
  const { highlight: highlightRef, clearHighlight } = useHighlight();

  // `?highlight={id}` (a global search result): show that asset's row and flash it.
  const highlight = useResolvedAssetRef(highlightRef);
  const highlightId = highlight.data ?? null;
  const highlighted = useAsset(highlightId);
  const highlightCode = highlightId ? highlighted.data?.asset_id : undefined;

  const filters = assetFilterQuery(list);
  const pageQuery = toAssetListQuery(list);
  const query: AssetListQuery = highlightCode
    ? {
        asset_id: highlightCode,
        sort: pageQuery.sort,
        order: pageQuery.order,
        limit: DEFAULT_PAGE_SIZE,
        offset: 0,
      }
    : pageQuery;
  const assets = useAssets(query);
  const facets = useAssetFacets({
    q: filters.q,
    category: filters.category,
    criticality: filters.criticality,
    site: filters.site,
    location_id: filters.location_id,
  });

  const form = useEditDialog<Asset>();
  const [deleting, setDeleting] = useState<Asset | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const actions = useMemo(
    () => ({
      onEdit: canEdit ? form.edit : undefined,
      onDelete: manage ? setDeleting : undefined,
    }),
    [canEdit, manage, form.edit],
  );

  if (opening) return <Spinner label="Opening asset..." className="py-24" />;

  const filtered = isAssetListFiltered(list);
  const total = assets.data?.total ?? 0;
  const rows = assets.data?.data ?? [];

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader
        title="Asset Management"
        description="The plant's register of assets with their status, criticality and condition."
      >
        <ListActions
          exportHref={assetExportUrl({ ...filters, sort: pageQuery.sort, order: pageQuery.order })}
          manage={manage}
          onImport={() => setImportOpen(true)}
          addLabel="Add asset"
          onAdd={form.add}
        />
      </PageHeader>

      <AssetStatusCounts
        facets={facets.data}
        status={params.status}
        onStatus={(status) => update({ status })}
      />

      <AssetFilters list={list} />

      {highlightRef && highlightCode && (
        <HighlightNotice
          title={`Showing ${highlightCode}`}
          showAllLabel="Show all assets"
          onShowAll={clearHighlight}
        >
          The asset you opened from search is highlighted below.
        </HighlightNotice>
      )}
      {highlightRef && highlight.isSuccess && highlight.data === null && (
        <HighlightNotice
          variant="destructive"
          title="Asset not found"
          showAllLabel="Show all assets"
          onShowAll={clearHighlight}
        >
          The asset from that link is not in the register (it may have been deleted).
        </HighlightNotice>
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
            <Button variant="outline" onClick={() => clearAssetFilters(list)}>
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
          sort={pageQuery.sort ?? 'asset_id'}
          order={pageQuery.order ?? 'asc'}
          onSort={(sort, order) => list.setSort({ id: sort, desc: order === 'desc' })}
          highlightId={highlightId}
          caption={`Assets, page ${list.page}`}
          actions={actions}
          paging={
            highlightCode
              ? undefined
              : {
                  offset: list.offset,
                  limit: list.pageSize,
                  total,
                  onOffsetChange: list.setOffset,
                  label: 'Pages of the register',
                }
          }
        />
      )}

      <AssetFormDialog open={form.open} onOpenChange={form.onOpenChange} asset={form.item} role={role} />
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
