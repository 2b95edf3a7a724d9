import { singleSignOnLabel } from '@plantwise/domain';
import { Button } from '@/components/ui/button';
import { useSingleSignOn } from '../api/single-sign-on';

/**
 * "Sign in with {provider}" when the server offers single sign-on, else nothing. A plain link: the browser
 * leaves for the provider and comes back through the server, which signs the person in and sends them on to
 * `redirect` (docs/decisions/single-sign-on.md).
 */
export function SingleSignOnButton({ redirect }: { redirect: string }) {
  const { data } = useSingleSignOn();
  if (!data?.enabled || !data.name) return null;
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={`/api/auth/oidc/start?redirect=${encodeURIComponent(redirect)}`}>
          {singleSignOnLabel(data.name)}
        </a>
      </Button>
    </div>
  );
}
