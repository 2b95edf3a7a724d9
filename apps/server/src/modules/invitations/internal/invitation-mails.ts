import { formatPlantTimestamp, ROLE_LABELS, type Role } from '@plantwise/domain';
import type { DbOrTx } from '../../../db/client';
import type { AuthContext } from '../../../platform/auth/sessions';
import type { AppContext } from '../../../platform/context';
import { enqueueMail } from '../../../platform/mail/outbox';
import { renderMail } from '../../../platform/mail/render';

export const invitationLinks = (publicUrl: string, code: string, token: string) => ({
  link: `${publicUrl}/invite/accept/${token}`,
  code_link: `${publicUrl}/invite/signup/${code}`,
});

export function invitationMail(input: {
  fullName: string | null;
  role: Role;
  invitedBy: string | null;
  code: string;
  link: string;
  codeLink: string;
  expiresAt: string;
  /** The plant's zone: the expiry is written on its clock, with the zone's name. */
  timeZone: string;
}) {
  const article = input.role === 'admin' ? 'an' : 'a';
  return renderMail({
    subject: "You're invited to Plantwise",
    greeting: input.fullName ? `Hello ${input.fullName},` : 'Hello,',
    paragraphs: [
      `${input.invitedBy ?? 'An administrator'} has invited you to join Plantwise, the maintenance management system, as ${article} ${ROLE_LABELS[input.role]}.`,
      'Open the link below to create your password. It can be used once.',
    ],
    action: { label: 'Accept the invitation', url: input.link },
    after: [
      `Or open ${input.codeLink} and use your 6-digit invitation code: ${input.code}`,
      `This invitation expires on ${formatPlantTimestamp(input.expiresAt, input.timeZone)}. If you were not expecting it, you can ignore this e-mail.`,
    ],
  });
}

/** Queues an invitation's mail, from the admin who sends it, in the transaction that issued its code. */
export async function queueInvitationMail(
  tx: DbOrTx,
  ctx: AppContext,
  auth: AuthContext,
  invitee: { email: string; full_name: string | null; role: Role },
  issued: { code: string; links: ReturnType<typeof invitationLinks>; expiresAt: string },
): Promise<void> {
  await enqueueMail(tx, {
    kind: 'account',
    to: invitee.email,
    ...invitationMail({
      fullName: invitee.full_name,
      role: invitee.role,
      invitedBy: auth.profile.full_name ?? auth.user.email,
      code: issued.code,
      link: issued.links.link,
      codeLink: issued.links.code_link,
      expiresAt: issued.expiresAt,
      timeZone: ctx.config.PLANT_TIME_ZONE,
    }),
  });
}

export function confirmationMail(input: { fullName: string | null; link: string; expiresInHours: number }) {
  return renderMail({
    subject: 'Confirm your e-mail address for Plantwise',
    greeting: input.fullName ? `Hello ${input.fullName},` : 'Hello,',
    paragraphs: [
      'Your Plantwise account has been created. Please confirm your e-mail address before you sign in.',
    ],
    action: { label: 'Confirm my e-mail address', url: input.link },
    after: [
      `This link expires in ${input.expiresInHours} hours. If you did not create an account, you can ignore this e-mail.`,
    ],
  });
}
