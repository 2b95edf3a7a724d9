import { SearchIcon } from 'lucide-react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { UserMenu } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { HeaderCounters } from './header-counters';

/** The global search box's place; the search module makes it work. */
function SearchBoxPlaceholder() {
  return (
    <button
      type="button"
      disabled
      title="Search arrives with the search module"
      className="flex h-9 w-full min-w-0 max-w-md items-center gap-2 rounded-md border border-input bg-muted/50 px-3 text-left text-muted-foreground text-sm disabled:cursor-not-allowed"
    >
      <SearchIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate">Search assets, work orders, inventory...</span>
    </button>
  );
}

export function TopBar() {
  return (
    <header className="sticky top-0 z-20 shrink-0 border-b bg-background/95 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-14 items-center gap-2 px-2 sm:px-4">
        <SidebarTrigger />
        <Separator orientation="vertical" className="mx-1 h-5! max-sm:hidden" />
        <div className="flex min-w-0 flex-1 items-center">
          <SearchBoxPlaceholder />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <HeaderCounters />
          <NotificationBell />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
