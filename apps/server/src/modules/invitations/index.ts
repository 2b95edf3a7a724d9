export { ensureBootstrapInvitation } from './bootstrap-invitation';
export { invitationRoutes } from './invitations.routes';
