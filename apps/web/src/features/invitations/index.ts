export { EmailConfirmationStatus } from './components/email-confirmation-status';
export { InvitationsTable } from './components/invitations-table';
export { InviteAcceptFlow } from './components/invite-accept-flow';
export { InviteDialog } from './components/invite-dialog';
export { InviteSignupFlow } from './components/invite-signup-flow';
