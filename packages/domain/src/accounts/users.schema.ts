import { z } from 'zod';
import { roleSchema } from '../auth/auth.schema';
import { pageQuerySchema } from '../common/api.schema';

/** A person in User Management: who they are, what they may do, and whether they can sign in. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: roleSchema,
  active: z.boolean(),
  email_confirmed: z.boolean(),
  email_confirmed_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  /**
   * The sites (location ids of kind site) this person is limited to; empty for every site
   * (docs/decisions/site-access.md).
   */
  site_ids: z.array(z.uuid()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
});
/** What a client may ask GET /api/users for (the server fills in the paging defaults). */
export interface UserListQuery {
  limit?: number;
  offset?: number;
  q?: string;
  role?: z.infer<typeof roleSchema>;
  active?: 'true' | 'false';
}

export const updateUserBodySchema = z
  .object({ role: roleSchema.optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: 'Give a role or an active flag to change',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** Most sites one person can be limited to: far more than any group has plants. */
export const USER_SITES_MAX = 200;

/** PUT /api/users/:id/sites: the sites the person is limited to; an empty list gives them every site. */
export const userSitesBodySchema = z.object({
  site_ids: z
    .array(z.uuid('Choose sites from the list'))
    .max(USER_SITES_MAX, `Choose at most ${USER_SITES_MAX} sites`)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, {
      message: 'Each site may be chosen once',
    }),
});
export type UserSitesBody = z.infer<typeof userSitesBodySchema>;
