import { AssetDetailScreen } from '@/features/assets/components/asset-detail-screen';

export default function AssetDetailRoute() {
  return <AssetDetailScreen />;
}
