export {
  countUsers,
  findUserByEmail,
  insertAccount,
  markEmailConfirmed,
  type NewAccount,
} from './auth.queries';
export { authRoutes } from './auth.routes';
export { ensureBootstrapAdmin } from './bootstrap-admin';
