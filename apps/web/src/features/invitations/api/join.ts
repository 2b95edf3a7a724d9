import {
  type AcceptInvitationBody,
  type AccountCreated,
  accountCreatedSchema,
  type EmailConfirmed,
  emailConfirmedSchema,
  okResponseSchema,
  type SignUpBody,
} from '@plantwise/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates an account from an invitation code (POST /api/auth/sign-up); a confirmation mail follows. */
export function signUp(body: SignUpBody): Promise<AccountCreated> {
  return api.post('/api/auth/sign-up', body, { schema: accountCreatedSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

/** Creates an account from an invitation link (POST /api/invitations/accept). */
export function acceptInvitation(body: AcceptInvitationBody): Promise<AccountCreated> {
  return api.post('/api/invitations/accept', body, { schema: accountCreatedSchema });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

/** Confirms an e-mail address with the token of the confirmation link. */
export function confirmEmail(token: string): Promise<EmailConfirmed> {
  return api.post('/api/auth/confirm-email', { token }, { schema: emailConfirmedSchema });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}

/** Asks for a new confirmation link; the answer is the same whether or not the address has an account. */
export function resendConfirmation(email: string) {
  return api.post('/api/auth/resend-confirmation', { email }, { schema: okResponseSchema });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
