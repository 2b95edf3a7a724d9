/** What the offline machinery says on screen (docs/decisions/offline-queue.md). */
export const OFFLINE_MESSAGES = {
  queued: (what: string) => `${what} — saved on this device, waiting to send`,
  signingNeedsConnection: 'Signing needs a connection — your password is checked by the server',
  showingSaved: (time: string) => `Offline — showing what was saved at ${time}`,
  offlineNothingSaved: 'Offline — nothing saved on this device yet',
};

const plural = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** The header indicator's words: "Offline — 3 changes waiting", "Sending 2 changes…". */
export function offlineIndicatorText({
  online,
  waiting,
  refused,
}: {
  online: boolean;
  waiting: number;
  refused: number;
}): string | null {
  if (!online) return waiting > 0 ? `Offline — ${plural(waiting)} waiting` : 'Offline';
  if (waiting > 0) return `Sending ${plural(waiting)}…`;
  if (refused > 0) return refused === 1 ? '1 change refused' : `${refused} changes refused`;
  return null;
}
