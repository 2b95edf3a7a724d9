import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function WorkOrdersRoute() {
  return (
    <ScreenPlaceholder
      title="Work Orders"
      description="Create, schedule, start and complete work orders, with hygiene clearance and completion certificates."
    />
  );
}
