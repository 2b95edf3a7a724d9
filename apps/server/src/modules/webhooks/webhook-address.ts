import { ERRORS, webhookUrlRefusal } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';

/** Refuses an address a webhook may not be registered with (the domain's rule), as an error on the url field. */
export function assertWebhookUrlAllowed(ctx: AppContext, url: string): void {
  const refusal = webhookUrlRefusal(url, { allowLoopback: ctx.config.WEBHOOK_ALLOW_LOOPBACK });
  if (!refusal) return;
  const entry =
    refusal === ERRORS.webhookAddressRefused.message ? ERRORS.webhookAddressRefused : ERRORS.validationFailed;
  throw fieldError(entry, 'url', { message: refusal });
}
