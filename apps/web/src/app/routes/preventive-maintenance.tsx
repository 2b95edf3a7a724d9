import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function PreventiveMaintenanceRoute() {
  return (
    <ScreenPlaceholder
      title="Preventive Maintenance"
      description="Recurring maintenance tasks with their frequencies, due dates and completion records."
    />
  );
}
