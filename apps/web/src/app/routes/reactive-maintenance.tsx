import { ReactiveMaintenanceScreen } from '@/features/breakdowns/components/reactive-maintenance-screen';

export default function ReactiveMaintenanceRoute() {
  return <ReactiveMaintenanceScreen />;
}
