export {
  countUsers,
  findAccount,
  findUserByEmail,
  insertAccount,
  markEmailConfirmed,
  type NewAccount,
} from './auth.queries';
export { authRoutes } from './auth.routes';
export { ensureBootstrapAdmin } from './ensure-bootstrap-admin';
export { issuePasswordReset } from './issue-password-reset';
export { type StartedSession, startSession } from './start-session';
