import {
  ArrowLeftIcon,
  BoxesIcon,
  ClipboardListIcon,
  LayoutDashboardIcon,
  PackageIcon,
  WrenchIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

const LINKS = [
  { to: '/assets', label: 'Browse Assets', icon: BoxesIcon },
  { to: '/work-orders', label: 'Work Orders', icon: ClipboardListIcon },
  { to: '/maintenance', label: 'Maintenance', icon: WrenchIcon },
  { to: '/inventory', label: 'Inventory', icon: PackageIcon },
];

export default function NotFoundRoute() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 px-4 py-10">
      <div className="grid w-full max-w-lg gap-6 rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-10">
        <p className="font-bold text-6xl text-primary tracking-tight" aria-hidden="true">
          404
        </p>
        <div className="grid gap-2">
          <h1 className="font-semibold text-2xl tracking-tight">Page Not Found</h1>
          <p className="text-muted-foreground">
            The page you are looking for does not exist or has been moved.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/dashboard">
              <LayoutDashboardIcon aria-hidden="true" />
              Dashboard
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void navigate(-1)}>
            <ArrowLeftIcon aria-hidden="true" />
            Go Back
          </Button>
        </div>
        <nav aria-label="Popular pages" className="grid gap-2">
          <h2 className="font-medium text-muted-foreground text-sm">Or go to</h2>
          <ul className="grid grid-cols-2 gap-2">
            {LINKS.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <Button asChild variant="ghost" className="w-full justify-start">
                  <Link to={to}>
                    <Icon aria-hidden="true" />
                    {label}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
