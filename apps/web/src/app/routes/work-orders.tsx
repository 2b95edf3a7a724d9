import { WorkOrdersScreen } from '@/features/work-orders/components/work-orders-screen';

export default function WorkOrdersRoute() {
  return <WorkOrdersScreen />;
}
