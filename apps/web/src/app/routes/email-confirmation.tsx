import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { EmailConfirmationStatus } from '@/features/invitations';

/** /email-confirmation?token=… — the target of the confirmation e-mail (spec §2). */
export default function EmailConfirmationRoute() {
  const [params] = useSearchParams();
  const { status } = useAuth();
  return <EmailConfirmationStatus token={params.get('token')} signedIn={status === 'signed-in'} />;
}
