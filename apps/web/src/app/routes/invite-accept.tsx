import { Link } from 'react-router';
import { PublicPage } from '@/components/public-page';
import { Button } from '@/components/ui/button';

export default function InviteAcceptRoute() {
  return (
    <PublicPage
      title="Accept Invitation"
      description="Create your password to finish the account your administrator invited you to."
    >
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">Go to Sign In</Link>
      </Button>
    </PublicPage>
  );
}
