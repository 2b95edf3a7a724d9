import { SearchIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { EnableSoundButton } from '@/components/enable-sound-button';
import { ThemeToggle } from '@/components/theme-toggle';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';
import { UserMenu } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { HeaderCounters } from './header-counters';

// Loaded beside the shell rather than inside it, like the counters: the shell paints first.
const GlobalSearch = lazy(() =>
  import('@/features/search').then((module) => ({ default: module.GlobalSearch })),
);

// The offline machinery (queue, kept work, indicator) comes with the signed-in frame only.
const OfflineStatus = lazy(() =>
  import('@/features/offline').then((module) => ({ default: module.OfflineStatus })),
);

/** What the search box looks like while its code loads (not focusable: nothing to type into yet). */
function SearchBoxFallback() {
  return (
    <div
      aria-hidden="true"
      className="flex h-9 w-full min-w-0 max-w-md items-center gap-2 rounded-md border border-input bg-muted/40 px-2.5 text-muted-foreground text-sm max-md:hidden"
    >
      <SearchIcon className="size-4 shrink-0" />
      <span className="truncate">Search assets, locations, work orders, inventory...</span>
    </div>
  );
}

export function TopBar() {
  return (
    <header className="sticky top-0 z-20 shrink-0 border-b bg-background/95 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-14 items-center gap-2 px-2 sm:px-4">
        <SidebarTrigger />
        <Separator orientation="vertical" className="mx-1 h-5! max-sm:hidden" />
        <div className="flex min-w-0 flex-1 items-center">
          <Suspense fallback={<SearchBoxFallback />}>
            <GlobalSearch />
          </Suspense>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Suspense fallback={null}>
            <OfflineStatus />
          </Suspense>
          <HeaderCounters />
          <EnableSoundButton className="max-sm:hidden" />
          <NotificationBell />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
