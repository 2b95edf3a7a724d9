import { safeRedirectPath, ssoErrorMessage } from '@plantwise/domain';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '@/components/public-page';
import { SignInForm, SingleSignOnButton, useAuth } from '@/features/auth';
import { useHydrated } from '@/hooks/use-hydrated';

export default function AuthRoute() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const target = safeRedirectPath(params.get('redirect'));

  // The form shows while the session is being checked: nearly everyone here is signed out, and on a
  // slow phone the check's round trip would otherwise keep the page blank (Lighthouse LCP).
  // A signed-in visitor is sent on as soon as the answer comes, once the prerendered form is taken over
  // (until then the page must render as the build did, signed out).
  if (status === 'signed-in' && hydrated) return <Navigate to={target} replace />;

  return (
    <PublicPage title="Sign in" description="Sign in to Plantwise with your work e-mail address.">
      <SignInForm
        initialEmail={params.get('email') ?? ''}
        // Read once the prerendered page is taken over, which the build rendered without a message.
        initialError={hydrated ? ssoErrorMessage(params.get('sso_error')) : null}
        alternatives={<SingleSignOnButton redirect={target} />}
        onSignedIn={() => void navigate(target, { replace: true })}
      />
    </PublicPage>
  );
}
