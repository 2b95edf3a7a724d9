import { CloudOffIcon } from 'lucide-react';
import { OFFLINE_MESSAGES } from '@/lib/offline/messages';
import { useOnline } from '@/lib/offline/online';

/**
 * Signing is never queued: the password is checked by the server at the moment of signing (a signature
 * is the signer's own credentials, each time), so offline the signing forms say so and cannot be sent.
 */
export function SigningNeedsConnection() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />
      {OFFLINE_MESSAGES.signingNeedsConnection}
    </p>
  );
}
