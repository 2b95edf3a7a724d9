import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function AssetDetailRoute() {
  return (
    <ScreenPlaceholder
      title="Asset Details"
      description="This asset's details, images, maintenance history, work orders and breakdowns."
    />
  );
}
