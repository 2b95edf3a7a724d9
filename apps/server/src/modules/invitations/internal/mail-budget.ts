import { ACCOUNT_MESSAGES } from '@plantwise/domain';
import type { DbOrTx } from '../../../db/client';
import type { AppContext } from '../../../platform/context';
import { RateLimitError } from '../../../platform/errors';
import { lockLimitKeys } from '../../../platform/limits';
import { countMailsTo } from '../../../platform/mail/outbox';

/**
 * Account mails (invitations, resends, confirmations) to one address are limited per hour. Call it in
 * the transaction that queues the mail: the address's lock holds until that mail is counted.
 */
export async function assertMailBudget(ctx: AppContext, tx: DbOrTx, to: string, now: Date): Promise<void> {
  await lockLimitKeys(tx, [`account-mail:${to.trim().toLowerCase()}`]);
  const sent = await countMailsTo(tx, to, new Date(now.getTime() - 60 * 60 * 1000));
  if (sent >= ctx.config.ACCOUNT_MAIL_MAX_PER_HOUR)
    throw new RateLimitError(ACCOUNT_MESSAGES.tooManyEmails, 600);
}
