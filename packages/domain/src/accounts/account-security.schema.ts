import { z } from 'zod';
import { sessionResponseSchema } from '../auth/auth.schema';
import { SIGN_IN_PASSWORD_MAX } from '../common/constants';
import { ACCOUNT_FORM_MESSAGES } from './account-forms';
import { newPasswordSchema } from './invitation.schema';

const email = z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid e-mail address'));
const resetToken = z.string().trim().min(1, 'Invalid or expired reset link').max(200);

/** Lifetime of a password reset link. */
export const PASSWORD_RESET_EXPIRY_MINUTES = 60;

export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to "forgot password", whether or not the address has an account. */
  sent: 'If an account uses this address, a link to choose a new password is on its way. It works once, for 1 hour.',
  invalidLink: 'This reset link has expired or has already been used. Ask for a new one.',
  tooMany: 'Too many reset requests. Please wait an hour and try again.',
  wrongCurrent: 'Your current password is not correct',
  sameAsCurrent: 'Choose a password different from your current one',
} as const;

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetTokenBodySchema = z.object({ token: resetToken });

/** Whose password a reset link changes (shown on the reset page; the token is not used up). */
export const passwordResetTargetSchema = z.object({
  email: z.string(),
  full_name: z.string().nullable(),
  expires_at: z.string(),
});
export type PasswordResetTarget = z.infer<typeof passwordResetTargetSchema>;

export const resetPasswordBodySchema = z.object({ token: resetToken, password: newPasswordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: z
    .string()
    .min(1, ACCOUNT_FORM_MESSAGES.currentPasswordRequired)
    .max(SIGN_IN_PASSWORD_MAX),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const passwordChangedSchema = z.object({
  /** How many other sessions were signed out. */
  sessions_ended: z.number().int().min(0),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** The new session of a reset: the person is signed in on the device that used the link. */
export const passwordResetDoneSchema = z.object({ session: sessionResponseSchema });

/** An admin's reset link for someone: where it went and until when it works. */
export const passwordResetSentSchema = z.object({ email: z.string(), expires_at: z.string() });
export type PasswordResetSent = z.infer<typeof passwordResetSentSchema>;

/** One of my sessions, as Settings → Security lists them. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** The browser and system in plain words ('Chrome on Windows'), from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionsEndedSchema = z.object({ sessions_ended: z.number().int().min(0) });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;
