import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function MaintenanceRoute() {
  return (
    <ScreenPlaceholder
      title="Maintenance Overview"
      description="Every maintenance task and the calendar of scheduled maintenance, with overdue and upcoming work."
    />
  );
}
