import { ACCOUNT_MESSAGES } from '@plantwise/domain';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../context';
import { RateLimitError } from '../errors';
import { lockLimitKeys } from '../limits';
import { countMailsTo } from './outbox';

/**
 * Whether another account mail (invitation, resend, confirmation) may go to this address this hour.
 * Call it in the transaction that queues the mail: the address's lock holds until that mail is counted.
 */
export async function withinMailBudget(ctx: AppContext, tx: DbOrTx, to: string, now: Date): Promise<boolean> {
  await lockLimitKeys(tx, [`account-mail:${to.trim().toLowerCase()}`]);
  const sent = await countMailsTo(tx, to, new Date(now.getTime() - 60 * 60 * 1000));
  return sent < ctx.config.ACCOUNT_MAIL_MAX_PER_HOUR;
}

/** Account mails to one address are limited per hour. */
export async function assertMailBudget(ctx: AppContext, tx: DbOrTx, to: string, now: Date): Promise<void> {
  if (!(await withinMailBudget(ctx, tx, to, now)))
    throw new RateLimitError(ACCOUNT_MESSAGES.tooManyEmails, 600);
}
