import { type PasswordResetSent, passwordResetSentSchema } from '@plantwise/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails a person a link to choose a new password (admins); the admin never sees or sets it. */
export function sendPasswordReset(id: string): Promise<PasswordResetSent> {
  return api.post(`/api/users/${id}/password-reset`, undefined, { schema: passwordResetSentSchema });
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
