import { useSearchParams } from 'react-router';
import { PublicPage } from '@/components/public-page';
import { ForgotPasswordForm } from '@/features/auth';

/** /auth/forgot — ask for a link to choose a new password. */
export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <PublicPage
      title="Forgot your password?"
      description="Enter your work e-mail address and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm initialEmail={params.get('email') ?? ''} />
    </PublicPage>
  );
}
