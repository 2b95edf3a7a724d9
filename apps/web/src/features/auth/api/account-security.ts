import {
  type AccountSession,
  accountSessionSchema,
  type ChangePasswordBody,
  listResponseSchema,
  okResponseSchema,
  type PasswordChanged,
  type PasswordResetTarget,
  passwordChangedSchema,
  passwordResetTargetSchema,
  type ResetPasswordBody,
  type SessionResponse,
  type SessionsEnded,
  sessionResponseSchema,
  sessionsEndedSchema,
} from '@plantwise/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdoptSession } from '../hooks/use-adopt-session';
import { authKeys } from './query-keys';

/** "Forgot password": the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string) {
  return api.post('/api/auth/forgot-password', { email }, { schema: okResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Whose password a reset link changes (the link is not used up). */
export function checkPasswordReset(token: string, signal?: AbortSignal): Promise<PasswordResetTarget> {
  return api.post('/api/auth/password-reset/check', { token }, { schema: passwordResetTargetSchema, signal });
}

export function resetPassword(body: ResetPasswordBody): Promise<SessionResponse> {
  return api.post('/api/auth/reset-password', body, { schema: sessionResponseSchema });
}

/** Sets a new password with a reset link; this device is then signed in. */
export function useResetPassword() {
  const adopt = useAdoptSession();
  return useMutation({ mutationFn: resetPassword, onSuccess: adopt });
}

export function changePassword(body: ChangePasswordBody): Promise<PasswordChanged> {
  return api.post('/api/profile/password', body, { schema: passwordChangedSchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}

const sessionListSchema = listResponseSchema(accountSessionSchema);

export function mySessionsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.sessions(),
    queryFn: ({ signal }) => api.get('/api/profile/sessions', { schema: sessionListSchema, signal }),
  });
}

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}

export function endSession(session: AccountSession) {
  return api.delete(`/api/profile/sessions/${session.id}`, { schema: okResponseSchema });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}

export function endOtherSessions(): Promise<SessionsEnded> {
  return api.post('/api/profile/sessions/end-others', undefined, { schema: sessionsEndedSchema });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.sessions() }),
  });
}
