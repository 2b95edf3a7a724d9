import type { INVITATION_STATUSES } from '../common/enums';

export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Invitation passcodes have 6 digits (spec §9). */
export const INVITATION_CODE_LENGTH = 6;
/** The verification call gives up after 10 s; the automatic verification on load after 15 s (spec §9). */
export const INVITATION_VERIFY_TIMEOUT_MS = 10_000;
export const INVITATION_AUTO_VERIFY_TIMEOUT_MS = 15_000;

/** What the passcode field keeps of what was typed or pasted: digits only, at most 6 (spec §5). */
export function sanitizeInvitationCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, INVITATION_CODE_LENGTH);
}

/** True for exactly 6 digits, the only format of an invitation code (spec §5). */
export function isInvitationCode(token: string): boolean {
  return /^\d{6}$/.test(token);
}

/** True for the shape of a 128-bit link token (22 URL-safe base64 characters). */
export function isInvitationLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(token);
}

/** When an invitation made at `createdAt` stops working. */
export function invitationExpiresAt(createdAt: Date, expiryDays: number): Date {
  return new Date(createdAt.getTime() + expiryDays * 24 * 60 * 60 * 1000);
}

/**
 * The status an invitation has now: a pending invitation past its expiry is expired, whether or not
 * a job has written that down yet.
 */
export function invitationStatus(
  invitation: { status: InvitationStatus; expires_at: string },
  now: Date,
): InvitationStatus {
  if (invitation.status === 'pending' && Date.parse(invitation.expires_at) <= now.getTime()) return 'expired';
  return invitation.status;
}

/** Only a pending, unexpired invitation can be used to join. */
export function isInvitationUsable(
  invitation: { status: InvitationStatus; expires_at: string },
  now: Date,
): boolean {
  return invitationStatus(invitation, now) === 'pending';
}

/** Resend issues a new code and link for an invitation nobody has used or withdrawn yet. */
export function canResendInvitation(invitation: { status: InvitationStatus }): boolean {
  return invitation.status === 'pending' || invitation.status === 'expired';
}

/** Revoking withdraws an invitation that has not been used (an expired one can still be withdrawn). */
export function canRevokeInvitation(invitation: { status: InvitationStatus }): boolean {
  return invitation.status === 'pending' || invitation.status === 'expired';
}

/**
 * The bootstrap invitation of an empty installation (docs/architecture.md#running) is addressed to nobody
 * yet: the first administrator types their own e-mail when they join.
 */
export function isOpenInvitation(invitation: { email: string }): boolean {
  return invitation.email === '';
}
