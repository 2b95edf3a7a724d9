export { sessionQueryOptions, useSessionQuery } from './api/get-session';
export { authKeys } from './api/query-keys';
export { RequireAuth } from './components/require-auth';
export { RequireRole } from './components/require-role';
export { SignInForm } from './components/sign-in-form';
export { UserMenu } from './components/user-menu';
export { type AuthStatus, useAuth } from './hooks/use-auth';
