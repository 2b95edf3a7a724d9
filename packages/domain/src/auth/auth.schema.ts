import { z } from 'zod';
import { SIGN_IN_EMAIL_MAX, SIGN_IN_PASSWORD_MAX } from '../common/constants';
import { ROLES } from '../common/enums';

export const roleSchema = z.enum(ROLES);

export const signInBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(SIGN_IN_EMAIL_MAX),
  password: z.string().min(1, 'Password is required').max(SIGN_IN_PASSWORD_MAX),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: roleSchema,
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  last_sign_in_at: z.string().nullable(),
});

export const sessionResponseSchema = z.object({
  user: sessionUserSchema,
  profile: profileSchema,
  expires_at: z.string(),
  /** The plant's IANA time zone (PLANT_TIME_ZONE): every date and time on the screens is on its clock. */
  plant_time_zone: z.string().min(1),
  /**
   * The sites the signed-in person is limited to (location ids); empty for every site
   * (docs/decisions/site-access.md).
   */
  site_ids: z.array(z.uuid()),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const updateProfileBodySchema = z.object({
  full_name: z.string().trim().min(1, 'Full name is required').max(200),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
