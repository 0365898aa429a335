import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session/use-session';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { adminHomePath } from '@/lib/session/admin-access';

/** Auth-loading placeholder: a skeleton while the session is being checked. */
export function AuthLoading() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-5xl flex-col gap-6 px-6 py-24" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Signed-in users only; others go to /auth/login?returnUrl=… and come back after login. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useSession();
  const location = useLocation();
  if (isLoading) return <AuthLoading />;
  if (!isAuthenticated) {
    return <Navigate to={paths.auth.login({ returnUrl: `${location.pathname}${location.search}` })} replace />;
  }
  return <Outlet />;
}

/** /admin/* needs role admin; signed-in customers go to /shop/home. */
export function RequireAdmin() {
  const { isLoading, isAuthenticated, isAdmin } = useSession();
  const location = useLocation();
  if (isLoading) return <AuthLoading />;
  if (!isAuthenticated) {
    return <Navigate to={paths.auth.login({ returnUrl: `${location.pathname}${location.search}` })} replace />;
  }
  if (!isAdmin) return <Navigate to={paths.shop.home} replace />;
  return <Outlet />;
}

/** Signed-in users visiting /auth/login or /auth/register go where they belong (the remembered page, else by role). */
export function RedirectIfSignedIn() {
  const { isLoading, user } = useSession();
  const [searchParams] = useSearchParams();
  if (isLoading) return <AuthLoading />;
  if (user) return <Navigate to={postLoginPath(user, searchParams.get('returnUrl'))} replace />;
  return <Outlet />;
}

/** `/` redirects by role. */
export function RootRedirect() {
  const { isLoading, isAdmin, user } = useSession();
  if (isLoading) return <AuthLoading />;
  return <Navigate to={isAdmin ? adminHomePath(user) : paths.shop.home} replace />;
}
