import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function AssetAnalyticsRoute() {
  return (
    <ScreenPlaceholder
      title="Asset Analytics"
      description="Availability, MTBF, MTTR, health score, risk level and maintenance cost of every asset, with rankings."
    />
  );
}
