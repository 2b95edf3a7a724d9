export { AppShell } from './components/app-shell';
export { NAV_GROUPS, type NavGroup, type NavItem } from './navigation';
