export { assetExportUrl } from './api/export-assets';
export {
  assetQueryOptions,
  isAssetUuid,
  resolveAssetRef,
  useAsset,
  useResolvedAssetRef,
} from './api/get-asset';
export { assetFacetsQueryOptions, useAssetFacets } from './api/get-asset-facets';
export { assetsQueryOptions, useAssets } from './api/get-assets';
export { mayRelease, useAwaitingReleaseCount } from './api/hygiene-release';
export { assetKeys } from './api/query-keys';
export { AssetStatusBadge, CriticalityBadge } from './components/asset-badges';
export { AssetDetails } from './components/asset-details';
export { AssetFilters } from './components/asset-filters';
export { AssetFormDialog } from './components/asset-form-dialog';
export { AssetHistoryTimeline } from './components/asset-history-timeline';
export { AssetImageGallery } from './components/asset-image-gallery';
export { AssetImportDialog } from './components/asset-import-dialog';
export { AssetPerformanceFigures } from './components/asset-performance-card';
export { AssetQrLabel } from './components/asset-qr-label';
export { AssetStatusCounts } from './components/asset-status-counts';
export { type AssetRowActions, AssetTable } from './components/asset-table';
export { AwaitingReleaseCounter } from './components/awaiting-release-counter';
export { DeleteAssetDialog } from './components/delete-asset-dialog';
export { OperationalAssetsCounter } from './components/operational-assets-counter';
export { PublicReportSettingsSection } from './components/public-report-settings-section';
export { ReportLinkCard } from './components/report-link-card';
export { toAssetListQuery, useAssetListParams } from './hooks/use-asset-list-params';
