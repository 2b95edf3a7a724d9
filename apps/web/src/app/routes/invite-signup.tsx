import { useParams } from 'react-router';
import { InviteSignupFlow } from '@/features/invitations';

/** /invite/signup/:token — joining with the 6-digit invitation code (spec §2). */
export default function InviteSignupRoute() {
  const { token = '' } = useParams();
  return <InviteSignupFlow key={token} token={token} />;
}
