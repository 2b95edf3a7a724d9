import { MaintenanceOverview } from '@/features/maintenance/components/maintenance-overview';

export default function MaintenanceRoute() {
  return <MaintenanceOverview />;
}
