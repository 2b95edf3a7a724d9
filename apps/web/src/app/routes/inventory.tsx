import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function InventoryRoute() {
  return (
    <ScreenPlaceholder
      title="Inventory"
      description="Spare parts and consumables with stock levels against minimum levels, adjustments and low-stock alerts."
    />
  );
}
