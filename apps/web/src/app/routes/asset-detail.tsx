import { Card, CardContent } from '@/components/ui/card';
import { AssetDetailScreen } from '@/features/assets/components/asset-detail-screen';
import { AssetParts } from '@/features/inventory';

export default function AssetDetailRoute() {
  return (
    <AssetDetailScreen
      sections={(asset) => (
        <Card>
          <CardContent>
            <AssetParts assetId={asset.id} />
          </CardContent>
        </Card>
      )}
    />
  );
}
