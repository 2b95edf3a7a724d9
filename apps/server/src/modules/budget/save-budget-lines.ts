import { type BudgetLinesBody, ERRORS } from '@plantwise/domain';
import { type Actor, appendAudit, auditedTransaction } from '../../platform/audit';
import type { SiteScope } from '../../platform/auth/site-scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findLines, listSites, upsertLines } from './budget.queries';

/**
 * A site must be one the plant knows (an asset's site, or one already budgeted): a typo would start a new
 * site. For a person limited to sites, another site is unknown (docs/decisions/site-access.md).
 */
export async function assertKnownSites(
  ctx: AppContext,
  scope: SiteScope,
  sites: ReadonlyArray<{ site: string | null | undefined; path: string }>,
) {
  const wanted = sites.filter((s) => s.site);
  if (wanted.length === 0) return;
  const known = new Set(await listSites(ctx.db, scope));
  const unknown = wanted.filter((s) => !known.has(s.site as string));
  if (unknown.length > 0) {
    const details = unknown.slice(0, 20).map((s) => ({ path: s.path, message: `Unknown site: ${s.site}` }));
    throw new AppError(ERRORS.validationFailed, {
      message: `${details[0].path}: ${details[0].message}`,
      details,
    });
  }
}

/** PUT /api/budget/lines: sets the given plan lines in one transaction, audited with before and after. */
export async function saveBudgetLines(
  ctx: AppContext,
  scope: SiteScope,
  actor: Actor,
  body: BudgetLinesBody,
) {
  // The lines for all sites together are company-wide: only people with every site plan them.
  if (scope !== null && body.lines.some((line) => line.site === null))
    throw new AppError(ERRORS.siteNeedsEverySite, {
      message: 'Only people who can see every site can plan for all sites together; choose one of your sites',
    });
  await assertKnownSites(
    ctx,
    scope,
    body.lines.map((line, index) => ({ site: line.site, path: `lines.${index}.site` })),
  );
  const at = ctx.now().toISOString();
  await auditedTransaction(ctx.db, async (tx) => {
    const before = await findLines(tx, body.lines);
    await upsertLines(tx, body.lines, actor.id, at);
    await appendAudit(tx, actor, {
      action: 'budget.lines_saved',
      entity_type: 'budget',
      occurred_at: at,
      before,
      after: body.lines,
    });
  });
  return { saved: body.lines.length };
}
