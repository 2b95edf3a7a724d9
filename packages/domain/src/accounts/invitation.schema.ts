import { z } from 'zod';
import { profileSchema, roleSchema } from '../auth/auth.schema';
import {
  INVITATION_STATUSES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_FREQUENCIES,
  NOTIFICATION_TYPES,
} from '../common/enums';
import {
  ACCEPT_PASSWORD_MIN,
  ACCOUNT_FORM_MESSAGES,
  PASSWORD_MAX,
  SIGN_UP_PASSWORD_MIN,
} from './account-forms';

const email = z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid e-mail address'));
const token = z.string().trim().min(1, 'Invalid invitation link').max(200);

/** One notification preference carried by an invitation (spec §3 user_invitations). */
export const invitationNotificationPreferenceSchema = z.object({
  notification_type: z.enum(NOTIFICATION_TYPES),
  enabled: z.boolean(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  frequency: z.enum(NOTIFICATION_FREQUENCIES),
});
export type InvitationNotificationPreference = z.infer<typeof invitationNotificationPreferenceSchema>;

const preferenceList = z
  .array(invitationNotificationPreferenceSchema)
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
  notification_preferences: z.array(invitationNotificationPreferenceSchema),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  status: invitationStatusSchema.optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

export const createInvitationBodySchema = z.object({
  email,
  full_name: z.string().trim().min(1, 'Full name is required').max(200),
  role: roleSchema,
  notification_preferences: preferenceList.default([]),
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

/** `email` is read only for the open invitation of a new installation (it has no address yet). */
export const signUpBodySchema = z.object({
  token,
  full_name: z.string().trim().min(1, ACCOUNT_FORM_MESSAGES.fullNameRequired).max(200),
  password: z
    .string()
    .min(SIGN_UP_PASSWORD_MIN, ACCOUNT_FORM_MESSAGES.signUpPasswordTooShort)
    .max(PASSWORD_MAX),
  email: email.optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const acceptInvitationBodySchema = z.object({
  token,
  password: z
    .string()
    .min(ACCEPT_PASSWORD_MIN, ACCOUNT_FORM_MESSAGES.acceptPasswordTooShort)
    .max(PASSWORD_MAX),
  email: email.optional(),
  full_name: z.string().trim().min(1).max(200).optional(),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const accountCreatedSchema = z.object({
  user: z.object({ id: z.uuid(), email: z.string() }),
  profile: profileSchema,
  /** True when a confirmation mail was sent and sign-in waits for it. */
  email_confirmation_required: z.boolean(),
});
export type AccountCreated = z.infer<typeof accountCreatedSchema>;

export const confirmEmailBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
export const emailConfirmedSchema = z.object({ email: z.string(), email_verified_at: z.string() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

export const resendConfirmationBodySchema = z.object({ email });
