import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function PredictiveMaintenanceRoute() {
  return (
    <ScreenPlaceholder
      title="Predictive AI"
      description="Assets at risk of failure, ranked from their breakdown history, health score and condition."
    />
  );
}
