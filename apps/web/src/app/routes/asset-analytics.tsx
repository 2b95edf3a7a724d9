import { AssetAnalyticsScreen } from '@/features/analytics';

export default function AssetAnalyticsRoute() {
  return <AssetAnalyticsScreen />;
}
