import { safeRedirectPath } from '@plantwise/domain';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '@/components/public-page';
import { Spinner } from '@/components/ui/spinner';
import { SignInForm, useAuth } from '@/features/auth';

export default function AuthRoute() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirectPath(params.get('redirect'));

  if (status === 'loading') return <Spinner label="Loading..." className="min-h-svh" />;
  if (status === 'signed-in') return <Navigate to={target} replace />;

  return (
    <PublicPage title="Sign in" description="Sign in to Plantwise with your work e-mail address.">
      <SignInForm onSignedIn={() => void navigate(target, { replace: true })} />
    </PublicPage>
  );
}
