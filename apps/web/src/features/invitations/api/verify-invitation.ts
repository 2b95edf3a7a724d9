import {
  INVITATION_VERIFY_TIMEOUT_MS,
  type VerifiedInvitation,
  verifiedInvitationSchema,
} from '@plantwise/domain';
import { api } from '@/lib/api-client';

/** The verification took longer than its time limit (spec §7 'Verification timeout'). */
export class VerificationTimeoutError extends Error {
  constructor() {
    super('Verification timeout');
    this.name = 'VerificationTimeoutError';
  }
}

/**
 * Checks a 6-digit code or link token (POST /api/invitations/verify). Gives up after `timeoutMs`
 * (10 s by default, spec §9) even if the request itself hangs; `signal` abandons it sooner.
 */
export function verifyInvitation(
  token: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<VerifiedInvitation> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  let timer: number | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => {
      controller.abort();
      reject(new VerificationTimeoutError());
    }, options.timeoutMs ?? INVITATION_VERIFY_TIMEOUT_MS);
  });
  const request = api.post(
    '/api/invitations/verify',
    { token },
    { schema: verifiedInvitationSchema, signal: controller.signal },
  );
  return Promise.race([request, timeout]).finally(() => {
    window.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  });
}
