export { ensureBootstrapInvitation } from './ensure-bootstrap-invitation';
export { invitationRoutes } from './invitations.routes';
