import { canAccess, MANAGER_READS, type Role, type RoleAccess } from '@plantwise/domain';
import {
  BoxesIcon,
  BrainCircuitIcon,
  CalendarClockIcon,
  ClipboardListIcon,
  FileTextIcon,
  GlassWaterIcon,
  HammerIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  MapPinIcon,
  PackageIcon,
  PenLineIcon,
  PoundSterlingIcon,
  SirenIcon,
  StethoscopeIcon,
  UsersIcon,
  WrenchIcon,
} from 'lucide-react';

export interface NavItem {
  title: string;
  url: string;
  icon: LucideIcon;
  /** Other paths that show the same screen (spec §2) and highlight this item too. */
  aliases?: string[];
  /** Also active on every path below `url` (e.g. /assets/:assetId). */
  matchChildren?: boolean;
  /** Shown only to those this allows (a role and those above it, or a list: canAccess). */
  role?: RoleAccess;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The sidebar of spec §2 "Sidebar navigation". */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Overview',
    items: [
      { title: 'Dashboard', url: '/dashboard', icon: LayoutDashboardIcon },
      {
        title: 'Predictive AI',
        url: '/predictive-ai',
        icon: BrainCircuitIcon,
        aliases: ['/maintenance/predictive'],
      },
    ],
  },
  {
    label: 'Assets',
    items: [
      {
        title: 'Asset Management',
        url: '/assets',
        icon: BoxesIcon,
        matchChildren: true,
        aliases: ['/analytics', '/reports/asset-analytics'],
      },
      { title: 'Locations', url: '/locations', icon: MapPinIcon },
    ],
  },
  {
    label: 'Maintenance',
    items: [
      {
        title: 'Reactive Maintenance',
        url: '/reactive-maintenance',
        icon: SirenIcon,
        aliases: ['/maintenance/reactive'],
      },
      {
        title: 'Preventive Maintenance',
        url: '/preventive-maintenance',
        icon: CalendarClockIcon,
        aliases: ['/maintenance/preventive', '/maintenance/new-pm'],
      },
      { title: 'Work Orders', url: '/work-orders', icon: ClipboardListIcon },
      { title: 'Maintenance Overview', url: '/maintenance', icon: WrenchIcon },
    ],
  },
  {
    label: 'Inventory and Finance',
    items: [
      { title: 'Inventory', url: '/inventory', icon: PackageIcon, matchChildren: true },
      // Quality reads what a manager reads, the budget included (read-only: only managers plan and spend).
      { title: 'Budget', url: '/budget', icon: PoundSterlingIcon, role: MANAGER_READS },
    ],
  },
  {
    label: 'Quality and Compliance',
    items: [
      { title: 'Records', url: '/records', icon: FileTextIcon, matchChildren: true },
      { title: 'Signatures', url: '/signatures', icon: PenLineIcon },
      { title: 'Temporary Repairs', url: '/compliance/temporary-repairs', icon: HammerIcon },
      { title: 'Glass & Brittle Plastics', url: '/compliance/glass', icon: GlassWaterIcon },
    ],
  },
  {
    label: 'Administration',
    items: [
      { title: 'User Management', url: '/admin/users', icon: UsersIcon, role: 'admin' },
      { title: 'System Diagnostics', url: '/admin/diagnostics', icon: StethoscopeIcon, role: 'admin' },
    ],
  },
];

/** The groups and items a user of `role` sees; a group with no visible item is left out. */
export function visibleNavGroups(role: Role | undefined): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.role || (role !== undefined && canAccess(role, item.role))),
  })).filter((group) => group.items.length > 0);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const url of [item.url, ...(item.aliases ?? [])]) {
    if (path === url) return true;
    if (item.matchChildren && path.startsWith(`${url}/`)) return true;
  }
  return false;
}
