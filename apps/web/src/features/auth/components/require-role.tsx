import { canAccess, type RoleAccess } from '@plantwise/domain';
import { ShieldAlertIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '../hooks/use-auth';

/**
 * Hides a screen from roles `minimumRole` does not allow (a role and those above it, or a list: canAccess). The server refuses their requests anyway
 * (docs/decisions/sessions-and-roles.md); this only spares them a screen full of errors.
 */
export function RequireRole({
  minimumRole,
  children,
}: {
  minimumRole: RoleAccess;
  children: React.ReactNode;
}) {
  const { profile } = useAuth();
  if (profile && canAccess(profile.role, minimumRole)) return children;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <ShieldAlertIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="font-semibold text-2xl">Access denied</h1>
      <p className="text-muted-foreground">
        You do not have permission to view this page. Contact your administrator if you need access.
      </p>
      <Button asChild variant="outline">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </section>
  );
}
