export { ensureBootstrapInvitation } from './ensure-bootstrap-invitation';
export { invitationRoutes } from './invitations.routes';
export { hasOpenInvitation, joinBySingleSignOn } from './join-by-single-sign-on';
