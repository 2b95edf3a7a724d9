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
