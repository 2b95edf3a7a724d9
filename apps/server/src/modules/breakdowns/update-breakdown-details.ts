import { canEditBreakdown, checkPlainUpdate, ERRORS, type UpdateBreakdownInput } from '@plantwise/domain';
import { type Actor, auditedTransaction } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadBreakdown, lockExistingBreakdown, writeBreakdownChange } from './breakdown-guards';
import type { BreakdownChanges } from './breakdowns.queries';

/** Why a plain update is refused: completing needs the dialog, the status and the stage their actions. */
const UPDATE_REFUSALS = {
  brc: ERRORS.brcCompletionRequired,
  status: ERRORS.statusThroughActions,
  stage: ERRORS.invalidStage,
} as const;

const EDITABLE = [
  'title',
  'description',
  'severity',
  'category',
  'immediate_actions',
  'estimated_cost',
  'voice_notes',
  'field_reporter_name',
  'breakdown_categories',
  'completion_deadline',
  'stage',
] as const;

/**
 * The plain update (spec §7 "general update" and "status"). It never changes the status: completed is
 * refused with the spec's BRC message, other changes go through the actions. Completing a quick
 * report's details (stage detailed) clears needs_completion.
 */
export async function updateBreakdownDetails(
  ctx: AppContext,
  auth: AuthContext,
  actor: Actor,
  id: string,
  input: UpdateBreakdownInput,
) {
  await auditedTransaction(ctx.db, async (tx) => {
    const current = await lockExistingBreakdown(tx, id, 'update', auth.siteIds);
    if (!canEditBreakdown(auth.profile.role, auth.user.id, current)) throw new AppError(ERRORS.forbidden);
    const check = checkPlainUpdate({ status: current.status, stage: current.stage }, input);
    if (!check.ok) {
      throw new AppError(UPDATE_REFUSALS[check.reason], { message: check.message });
    }

    const changes: BreakdownChanges = {};
    const before: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      const value = input[key];
      if (value === undefined) continue;
      if (JSON.stringify(value) === JSON.stringify(current[key])) continue;
      (changes as Record<string, unknown>)[key] = value;
      before[key] = current[key];
    }
    if (input.stage === 'detailed' && current.stage === 'quick') {
      changes.needs_completion = false;
      before.needs_completion = current.needs_completion;
    }
    if (Object.keys(changes).length === 0) return;
    changes.updated_at = ctx.now().toISOString();
    await writeBreakdownChange(tx, actor, id, { action: 'breakdown.updated', before, changes });
  });
  return loadBreakdown(ctx.db, id, auth.siteIds);
}
