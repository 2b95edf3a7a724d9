export { EmailConfirmationStatus } from './components/email-confirmation-status';
export { InvitationJourney } from './components/invitation-journey';
export { InvitationsTable } from './components/invitations-table';
export { InviteDialog } from './components/invite-dialog';
