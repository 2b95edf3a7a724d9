import { Link } from 'react-router';
import { PublicPage } from '@/components/public-page';
import { Button } from '@/components/ui/button';

export default function InviteSignupRoute() {
  return (
    <PublicPage
      title="Invitation Signup"
      description="Join Plantwise with the 6-digit invitation code your administrator sent you."
    >
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">Go to Sign In</Link>
      </Button>
    </PublicPage>
  );
}
