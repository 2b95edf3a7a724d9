import { RequireRole } from '@/features/auth';
import { BudgetScreen } from '@/features/budget';

/** /budget — managers and admins; the server refuses everyone else too. */
export default function BudgetRoute() {
  return (
    <RequireRole minimumRole="manager">
      <BudgetScreen />
    </RequireRole>
  );
}
