import { signInPath } from '@plantwise/domain';
import type * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '../hooks/use-auth';

/** Shows its children only to a signed-in user; others go to /auth and come back afterwards. */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <Spinner label="Loading..." className="min-h-svh" />;
  if (status === 'signed-out') {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return children;
}
