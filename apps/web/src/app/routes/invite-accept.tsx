import { useParams } from 'react-router';
import { InviteAcceptFlow } from '@/features/invitations';

/** /invite/accept/:token — joining with the invitation link (spec §2). */
export default function InviteAcceptRoute() {
  const { token } = useParams();
  return <InviteAcceptFlow key={token} token={token} />;
}
