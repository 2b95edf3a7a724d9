import { Link } from 'react-router';
import { PublicPage } from '@/components/public-page';
import { Button } from '@/components/ui/button';

export default function EmailConfirmationRoute() {
  return (
    <PublicPage
      title="Email Confirmation"
      description="Confirms your e-mail address from the link in the confirmation e-mail."
    >
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">Go to Sign In</Link>
      </Button>
    </PublicPage>
  );
}
