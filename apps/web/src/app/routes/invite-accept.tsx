import { useParams } from 'react-router';
import { InvitationJourney } from '@/features/invitations';

/** /invite/accept/:token — joining with the invitation link (spec §2). */
export default function InviteAcceptRoute() {
  const { token } = useParams();
  return <InvitationJourney key={token} start="link" token={token} />;
}
