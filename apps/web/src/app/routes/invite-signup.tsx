import { useParams } from 'react-router';
import { InvitationJourney } from '@/features/invitations';

/** /invite/signup/:token — joining with the 6-digit invitation code (spec §2): the same journey as the link. */
export default function InviteSignupRoute() {
  const { token = '' } = useParams();
  return <InvitationJourney key={token} start="code" token={token} />;
}
