import { z } from 'zod';
import { profileSchema, roleSchema, sessionResponseSchema } from '../auth/auth.schema';
import { ROLE_LABELS } from '../auth/roles';
import { INVITATION_STATUSES, NOTIFICATION_TYPES } from '../common/enums';
import { canReceiveNotification } from '../notifications/notification-kinds';
import { NOTIFICATION_TYPE_LABELS, notificationPreferenceSchema } from '../notifications/notification.schema';
import { ACCOUNT_FORM_MESSAGES } from './account-forms';
import { PASSWORD_MAX, PASSWORD_MIN_LENGTH } from './password-policy';

const email = z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid e-mail address'));
const token = z.string().trim().min(1, 'Invalid invitation link').max(200);

/** A new password: the length the domain's policy asks (the rest of the policy needs the common list). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_FORM_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX);

/**
 * An invitation carries the same notification preferences as Settings (spec §3 user_invitations), which
 * become the new account's own when it joins.
 */
const preferenceList = z
  .array(notificationPreferenceSchema)
  .max(NOTIFICATION_TYPES.length)
  .refine((list) => new Set(list.map((p) => p.notification_type)).size === list.length, {
    message: 'Each notification type may appear once',
  });

export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

/** An invitation as admins see it; the code and link token are never part of it. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: roleSchema,
  status: invitationStatusSchema,
  expires_at: z.string(),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  accepted_user_id: z.uuid().nullable(),
  revoked_at: z.string().nullable(),
  invited_by: z.uuid().nullable(),
  invited_by_email: z.string().nullable(),
  notification_preferences: z.array(notificationPreferenceSchema),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  status: invitationStatusSchema.optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

export const createInvitationBodySchema = z
  .object({
    email,
    full_name: z.string().trim().min(1, 'Full name is required').max(200),
    role: roleSchema,
    notification_preferences: preferenceList.default([]),
  })
  .superRefine((body, ctx) => {
    for (const preference of body.notification_preferences) {
      if (canReceiveNotification(body.role, preference.notification_type)) continue;
      ctx.addIssue({
        code: 'custom',
        path: ['notification_preferences'],
        message: `${ROLE_LABELS[body.role]}s do not receive ${NOTIFICATION_TYPE_LABELS[preference.notification_type].toLowerCase()}`,
      });
      return;
    }
  });
export type CreateInvitationBody = z.input<typeof createInvitationBodySchema>;

/** The answer to create and resend: the code and both links are shown this once. */
export const issuedInvitationSchema = z.object({
  invitation: invitationSchema,
  code: z.string(),
  /** /invite/accept/<token>: joins without a code and confirms the address at once. */
  link: z.string(),
  /** /invite/signup/<code>: the code flow. */
  code_link: z.string(),
});
export type IssuedInvitation = z.infer<typeof issuedInvitationSchema>;

export const verifyInvitationBodySchema = z.object({ token });
/** The verification result of spec §3: invitation_token echoes the code or link token that was verified. */
export const verifiedInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  invitation_token: z.string(),
  expires_at: z.string(),
  full_name: z.string().nullable(),
});
export type VerifiedInvitation = z.infer<typeof verifiedInvitationSchema>;

/**
 * Joining with an invitation code or link token: the same body either way. `email` is read only for
 * the open invitation of a new installation (it has no address yet); `full_name` defaults to the
 * invited name.
 */
export const signUpBodySchema = z.object({
  token,
  full_name: z.string().trim().min(1, ACCOUNT_FORM_MESSAGES.fullNameRequired).max(200).optional(),
  password: newPasswordSchema,
  email: email.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** The link flow's endpoint takes the same body. */
export const acceptInvitationBodySchema = signUpBodySchema;
export type AcceptInvitationBody = SignUpBody;

export const accountCreatedSchema = z.object({
  user: z.object({ id: z.uuid(), email: z.string() }),
  profile: profileSchema,
  /** True when a confirmation mail was sent and sign-in waits for it. */
  email_confirmation_required: z.boolean(),
  /** The session this device now has (the session cookie is set), or null when sign-in waits. */
  session: sessionResponseSchema.nullable(),
});
export type AccountCreated = z.infer<typeof accountCreatedSchema>;

export const confirmEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
/**
 * A confirmed address. The link proves it, so the person is signed in on this device (`session`), unless
 * the link had already been used (then `already_confirmed`, and they sign in with their password) or the
 * account was deactivated meanwhile.
 */
export const emailConfirmedSchema = z.object({
  email: z.string(),
  email_verified_at: z.string(),
  already_confirmed: z.boolean(),
  session: sessionResponseSchema.nullable(),
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

export const resendConfirmationBodySchema = z.object({ email });
