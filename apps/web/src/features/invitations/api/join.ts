import {
  type AccountCreated,
  accountCreatedSchema,
  type EmailConfirmed,
  emailConfirmedSchema,
  okResponseSchema,
  type SignUpBody,
} from '@plantwise/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Creates an account from an invitation code or link token (POST /api/auth/sign-up): signed in at once
 * from a link (`session`), or waiting for the confirmation link mailed to the address.
 */
export function signUp(body: SignUpBody): Promise<AccountCreated> {
  return api.post('/api/auth/sign-up', body, { schema: accountCreatedSchema });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
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
