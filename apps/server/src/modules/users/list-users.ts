import type { UserListQuery } from '@plantwise/domain';
import type { AppContext } from '../../platform/context';
import { toAdminUser } from './users.presenters';
import { listUsers as selectUsers } from './users.queries';

/** Everyone with an account, by name (admins). */
export async function listUsers(ctx: AppContext, query: UserListQuery & { limit: number; offset: number }) {
  const { rows, total } = await selectUsers(ctx.db, query);
  return { data: rows.map(toAdminUser), total };
}
