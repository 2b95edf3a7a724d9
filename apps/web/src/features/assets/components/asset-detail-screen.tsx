import { ASSET_CATEGORY_LABELS, canManageAssets, formatDateTime, hasAtLeastRole } from '@plantwise/domain';
import { ArchiveIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { AssetMaintenanceTasks } from '@/features/maintenance';
import { AssetMeters } from '@/features/meters';
import { ApiError } from '@/lib/api-client';
import { isAssetUuid, useAsset, useResolvedAssetRef } from '../api/get-asset';
import { AssetStatusBadge, CriticalityBadge } from './asset-badges';
import { AssetBreadcrumb } from './asset-breadcrumb';
import { AssetChildren } from './asset-children';
import { AssetConditionHealth } from './asset-condition-health';
import { AssetDetails } from './asset-details';
import { AssetFormDialog } from './asset-form-dialog';
import { AssetHistoryTimeline } from './asset-history-timeline';
import { AssetImageGallery } from './asset-image-gallery';
import { AssetPerformanceFigures } from './asset-performance-card';
import { AssetQrLabel } from './asset-qr-label';
import { DeleteAssetDialog } from './delete-asset-dialog';
import { AwaitingReleasePanel } from './release-asset-dialog';
import { ReportLinkCard } from './report-link-card';

function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-semibold text-2xl">Asset not found</h1>
      <p className="text-muted-foreground">This asset is not in the register. It may have been deleted.</p>
      <Button asChild variant="outline">
        <Link to="/assets">Browse Assets</Link>
      </Button>
    </section>
  );
}

/** One asset: details, performance, history, QR label and images; edit and delete by role. */
export function AssetDetailScreen({
  sections,
}: {
  /** Sections other features add under the history (the route composes them: inventory's Parts). */
  sections?: (asset: { id: string }) => React.ReactNode;
} = {}) {
  const { assetId = '' } = useParams();
  const navigate = useNavigate();
  const { profile, user } = useAuth();
  const role = profile?.role ?? 'user';
  const manage = canManageAssets(role);
  const canEdit = hasAtLeastRole(role, 'technician');

  // /assets/PUMP-001 works too: resolve the asset ID to the asset's id.
  const byCode = useResolvedAssetRef(isAssetUuid(assetId) ? null : assetId);
  useEffect(() => {
    if (byCode.data) void navigate(`/assets/${byCode.data}`, { replace: true });
  }, [byCode.data, navigate]);

  const query = useAsset(isAssetUuid(assetId) ? assetId : null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (!isAssetUuid(assetId)) {
    if (byCode.isPending) return <Spinner label="Loading asset..." className="py-24" />;
    if (!byCode.data) return <NotFound />;
  }
  if (query.isPending) return <Spinner label="Loading asset..." className="py-24" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <QueryError
        title="The asset could not be loaded"
        error={query.error}
        fallback="Something went wrong."
        onRetry={query.refetch}
      />
    );
  }

  const asset = query.data;
  const archived = asset.archived_at !== null;

  return (
    <section className="grid min-w-0 grid-cols-1 gap-6">
      <AssetBreadcrumb asset={asset} />
      <PageHeader
        title={asset.asset_name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono">{asset.asset_id}</span>
            <span aria-hidden="true">·</span>
            {ASSET_CATEGORY_LABELS[asset.category]}
            <AssetStatusBadge asset={asset} />
            <CriticalityBadge criticality={asset.criticality} />
          </span>
        }
      >
        {!archived && (
          <div className="flex flex-wrap gap-2">
            {canEdit && (
              <Button variant="outline" onClick={() => setEditOpen(true)}>
                <PencilIcon aria-hidden="true" />
                {manage ? 'Edit' : 'Update condition'}
              </Button>
            )}
            {manage && (
              <Button variant="outline" className="text-destructive" onClick={() => setDeleteOpen(true)}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        )}
      </PageHeader>

      {!archived && (
        <AwaitingReleasePanel asset={asset} user={user && profile ? { id: user.id, role } : null} />
      )}

      {archived && (
        <Alert>
          <ArchiveIcon aria-hidden="true" />
          <AlertTitle>Archived {formatDateTime(asset.archived_at)}</AlertTitle>
          <AlertDescription>
            This asset was deleted while records referred to it. It is hidden from the register and kept for
            its history; it can no longer be changed.
          </AlertDescription>
        </Alert>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Details</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <AssetDetails asset={asset} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Parts of this asset</h2>
              </CardTitle>
              <CardDescription>The assets that are part of this one.</CardDescription>
            </CardHeader>
            <CardContent>
              <AssetChildren assetId={asset.id} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Condition, health and risk</h2>
              </CardTitle>
              <CardDescription>Three different measures, each with how it is made.</CardDescription>
            </CardHeader>
            <CardContent>
              <AssetConditionHealth asset={asset} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Performance</h2>
              </CardTitle>
              <CardDescription>Derived from this asset's breakdowns, work orders and tasks.</CardDescription>
            </CardHeader>
            <CardContent>
              <AssetPerformanceFigures assetId={asset.id} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Maintenance tasks</h2>
              </CardTitle>
              <CardDescription>Planned maintenance of this asset and its task-based report.</CardDescription>
            </CardHeader>
            <CardContent>
              <AssetMaintenanceTasks assetId={asset.id} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Meters</h2>
              </CardTitle>
              <CardDescription>
                Run hours, cycles and gauge readings, with who read them and when.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <AssetMeters
                assetId={asset.id}
                canRecord={canEdit && !archived}
                canManage={manage && !archived}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>History</h2>
              </CardTitle>
              <CardDescription>Work orders, breakdowns and maintenance tasks, newest first.</CardDescription>
            </CardHeader>
            <CardContent>
              <AssetHistoryTimeline assetId={asset.id} />
            </CardContent>
          </Card>
          {sections?.(asset)}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          {asset.featured_image_url && (
            <img
              src={asset.featured_image_url}
              alt={`${asset.asset_name} (featured image)`}
              className="aspect-[4/3] w-full rounded-xl border object-cover"
            />
          )}
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>QR label</h2>
              </CardTitle>
              <CardDescription>Scanning it opens this asset in the register.</CardDescription>
            </CardHeader>
            <CardContent>
              <AssetQrLabel asset={asset} />
            </CardContent>
          </Card>
          {manage && !archived && (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2>Fault report link</h2>
                </CardTitle>
                <CardDescription>
                  A second code on the label: anyone can report a fault, no account needed.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ReportLinkCard asset={asset} />
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Images</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <AssetImageGallery assetId={asset.id} canEdit={manage && !archived} />
            </CardContent>
          </Card>
        </div>
      </div>

      {canEdit && !archived && (
        <AssetFormDialog open={editOpen} onOpenChange={setEditOpen} asset={asset} role={role} />
      )}
      {manage && !archived && (
        <DeleteAssetDialog
          asset={asset}
          open={deleteOpen}
          onOpenChange={setDeleteOpen}
          onDeleted={(result) => {
            if (result.result === 'deleted') void navigate('/assets', { replace: true });
          }}
        />
      )}
    </section>
  );
}
