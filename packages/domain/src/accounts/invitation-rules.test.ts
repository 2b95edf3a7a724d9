import { describe, expect, it } from 'vitest';
import {
  canResendInvitation,
  canRevokeInvitation,
  invitationExpiresAt,
  invitationStatus,
  isInvitationCode,
  isInvitationLinkToken,
  isInvitationUsable,
  isOpenInvitation,
  sanitizeInvitationCode,
} from './invitation-rules';

describe('invitation code input', () => {
  it('strips non-digits and caps at 6 (spec §5: "Input strips non-digits and caps at 6")', () => {
    expect(sanitizeInvitationCode('12a-34 5')).toBe('12345');
    expect(sanitizeInvitationCode('1234567890')).toBe('123456');
    expect(sanitizeInvitationCode('abc')).toBe('');
  });

  it('accepts exactly 6 digits as a code (spec §9: "Invitation code 6 digits")', () => {
    expect(isInvitationCode('012345')).toBe(true);
    expect(isInvitationCode('12345')).toBe(false);
    expect(isInvitationCode('1234567')).toBe(false);
    expect(isInvitationCode('12345a')).toBe(false);
  });

  it('recognises a 128-bit link token (22 URL-safe characters)', () => {
    expect(isInvitationLinkToken('AbCdEfGhIjKlMnOpQr_-12')).toBe(true);
    expect(isInvitationLinkToken('123456')).toBe(false);
    expect(isInvitationLinkToken('AbCdEfGhIjKlMnOpQr_-1=')).toBe(false);
  });
});

describe('invitation expiry and status', () => {
  const created = new Date('2026-03-01T10:00:00Z');

  it('expires 7 days after creation by default (docs/decisions/sessions-and-roles.md)', () => {
    expect(invitationExpiresAt(created, 7).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });

  it('derives expired for a pending invitation at or past its expiry', () => {
    const pending = { status: 'pending' as const, expires_at: '2026-03-08T10:00:00.000Z' };
    expect(invitationStatus(pending, new Date('2026-03-08T09:59:59Z'))).toBe('pending');
    expect(invitationStatus(pending, new Date('2026-03-08T10:00:00Z'))).toBe('expired');
    expect(isInvitationUsable(pending, new Date('2026-03-08T09:59:59Z'))).toBe(true);
    expect(isInvitationUsable(pending, new Date('2026-03-09T00:00:00Z'))).toBe(false);
  });

  it('keeps accepted and revoked whatever the date', () => {
    const later = new Date('2030-01-01T00:00:00Z');
    expect(invitationStatus({ status: 'accepted', expires_at: '2026-03-08T10:00:00Z' }, later)).toBe(
      'accepted',
    );
    expect(invitationStatus({ status: 'revoked', expires_at: '2026-03-08T10:00:00Z' }, later)).toBe(
      'revoked',
    );
    expect(isInvitationUsable({ status: 'accepted', expires_at: '2031-01-01T00:00:00Z' }, later)).toBe(false);
  });

  it('resends and revokes only invitations nobody has used or withdrawn', () => {
    expect(canResendInvitation({ status: 'pending' })).toBe(true);
    expect(canResendInvitation({ status: 'expired' })).toBe(true);
    expect(canResendInvitation({ status: 'accepted' })).toBe(false);
    expect(canResendInvitation({ status: 'revoked' })).toBe(false);
    expect(canRevokeInvitation({ status: 'expired' })).toBe(true);
    expect(canRevokeInvitation({ status: 'accepted' })).toBe(false);
  });

  it('treats an invitation without an address as the open first-admin invitation', () => {
    expect(isOpenInvitation({ email: '' })).toBe(true);
    expect(isOpenInvitation({ email: 'a@b.test' })).toBe(false);
  });
});
