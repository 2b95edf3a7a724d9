import { safeRedirectPath, signInPath } from '@plantwise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { sessionQueryOptions } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';

export default function RedirectRoute() {
  usePageTitle('Redirecting');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectPath(params.get('redirect'), '/');

  useEffect(() => {
    let cancelled = false;
    // A fresh check: this page is reached after a flow outside the app may have set the cookie.
    queryClient
      .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
      .then((session) => {
        if (cancelled) return;
        void navigate(session ? target : signInPath(target), { replace: true });
      })
      .catch(() => {
        if (cancelled) return;
        toast.error('Authentication Error', {
          description: 'There was an error processing the authentication',
        });
        void navigate('/auth', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient, navigate, target]);

  return <Spinner label="Loading..." className="min-h-svh" />;
}
