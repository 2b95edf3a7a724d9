import { MANAGER_READS } from '@plantwise/domain';
import { RequireRole } from '@/features/auth';
import { BudgetScreen } from '@/features/budget';

/** /budget — managers and admins plan and book spend; quality people read it. The server refuses everyone else. */
export default function BudgetRoute() {
  return (
    <RequireRole minimumRole={MANAGER_READS}>
      <BudgetScreen />
    </RequireRole>
  );
}
