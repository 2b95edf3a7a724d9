export { sessionQueryOptions } from './api/get-session';
export { authKeys } from './api/query-keys';
export { RequireAuth } from './components/require-auth';
export { RequireRole } from './components/require-role';
export { SignInForm } from './components/sign-in-form';
export { UserMenu } from './components/user-menu';
export { useAuth } from './hooks/use-auth';
