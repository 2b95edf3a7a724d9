import { Link, useLocation } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { useAuth } from '@/features/auth';
import { isNavItemActive, visibleNavGroups } from '../navigation';

const COPYRIGHT_YEAR = 2026;

export function AppSidebar() {
  const { profile } = useAuth();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const groups = visibleNavGroups(profile?.role);

  return (
    <Sidebar label="Navigation">
      <SidebarHeader className="h-14 justify-center border-b px-3 group-data-[collapsible=icon]:px-2">
        <Link
          to="/dashboard"
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
          aria-label="Plantwise, go to Dashboard"
        >
          <BrandMark className="group-data-[collapsible=icon]:[&>span:last-child]:sr-only" />
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main navigation">
          {groups.map((group) => (
            <SidebarGroup key={group.label} role="group" aria-label={group.label}>
              <SidebarGroupLabel aria-hidden="true">{group.label}</SidebarGroupLabel>
              <SidebarGroupContent>
                <SidebarMenu>
                  {group.items.map((item) => {
                    const active = isNavItemActive(item, pathname);
                    return (
                      <SidebarMenuItem key={item.url}>
                        <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
                          <Link
                            to={item.url}
                            aria-current={active ? 'page' : undefined}
                            // The mobile drawer closes once the user has picked a screen.
                            onClick={() => isMobile && setOpenMobile(false)}
                          >
                            <item.icon aria-hidden="true" />
                            <span>{item.title}</span>
                          </Link>
                        </SidebarMenuButton>
                      </SidebarMenuItem>
                    );
                  })}
                </SidebarMenu>
              </SidebarGroupContent>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>
      <SidebarFooter className="border-t px-3 py-3 text-sidebar-foreground/80 text-xs group-data-[collapsible=icon]:hidden">
        <p>© {COPYRIGHT_YEAR} Plantwise</p>
      </SidebarFooter>
    </Sidebar>
  );
}
