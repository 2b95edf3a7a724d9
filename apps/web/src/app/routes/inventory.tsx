import { InventoryScreen } from '@/features/inventory';

export default function InventoryRoute() {
  return <InventoryScreen />;
}
