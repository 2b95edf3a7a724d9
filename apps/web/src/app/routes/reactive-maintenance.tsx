import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function ReactiveMaintenanceRoute() {
  return (
    <ScreenPlaceholder
      title="Reactive Maintenance"
      description="Report breakdowns, assign them, stop the downtime clock and complete them with BRC compliance checks."
    />
  );
}
