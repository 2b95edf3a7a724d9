import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function BudgetRoute() {
  return (
    <ScreenPlaceholder
      title="Budget"
      description="Maintenance spending in GBP against budget, by asset, category and month."
    />
  );
}
