import {
  type Asset,
  type AssetListQuery,
  canManageAssets,
  DEFAULT_PAGE_SIZE,
  hasAtLeastRole,
  SEARCH_DEBOUNCE_MS,
} from '@plantwise/domain';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  PackageIcon,
  PlusIcon,
  UploadIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  AssetFilters,
  AssetFormDialog,
  AssetImportDialog,
  AssetStatusCounts,
  AssetTable,
  assetExportUrl,
  DeleteAssetDialog,
  toAssetListQuery,
  useAsset,
  useAssetFacets,
  useAssetListParams,
  useAssets,
  useResolvedAssetRef,
} from '@/features/assets';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';

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

function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages of the register"
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        Showing {from.toLocaleString('en-GB')}–{to.toLocaleString('en-GB')} of {total.toLocaleString('en-GB')}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeftIcon aria-hidden="true" />
          Previous
        </Button>
        <span className="tabular-nums">
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

export default function AssetsRoute() {
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
        <Alert variant="destructive">
          <AlertTitle>The register could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(assets.error, 'Something went wrong.')}</p>
            <Button variant="outline" size="sm" onClick={() => void assets.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : !assets.isPending && total === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
          <PackageIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          {filtered ? (
            <>
              <h2 className="font-semibold">No assets match these filters</h2>
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
            </>
          ) : (
            <>
              <h2 className="font-semibold">No assets yet</h2>
              <p className="text-muted-foreground text-sm">
                {manage
                  ? 'Add your first asset, or import the register from a CSV file.'
                  : 'Nothing has been registered yet. Managers add assets here.'}
              </p>
            </>
          )}
        </div>
      ) : (
        <div className="grid min-w-0 grid-cols-1 gap-4">
          <div className="min-w-0 rounded-lg border">
            <AssetTable
              assets={rows}
              loading={assets.isFetching}
              sort={params.sort}
              order={params.order}
              onSort={(sort, order) => update({ sort, order })}
              highlightId={highlightId}
              caption={`Assets, page ${params.page}`}
              actions={{
                onEdit: canEdit
                  ? (asset) => {
                      setEditing(asset);
                      setFormOpen(true);
                    }
                  : undefined,
                onDelete: manage ? setDeleting : undefined,
              }}
            />
          </div>
          {!highlightCode && (
            <Pagination
              page={params.page}
              pageSize={DEFAULT_PAGE_SIZE}
              total={total}
              onPage={(page) => update({ page })}
            />
          )}
        </div>
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
