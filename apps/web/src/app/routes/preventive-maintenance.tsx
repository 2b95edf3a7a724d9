import { PreventiveMaintenanceScreen } from '@/features/maintenance/components/preventive-maintenance-screen';

export default function PreventiveMaintenanceRoute() {
  return <PreventiveMaintenanceScreen />;
}
