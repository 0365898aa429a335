import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useLogout } from './use-logout';
import { paths } from '@/lib/paths';

/**
 * Sign Out from the profile menu, the mobile menu or the admin panel: revoke, then open the sign-in page as a new
 * document. Nothing the user loaded stays in memory, and no guard of the page being left sees the session end first:
 * forgetting the user in place let an admin page's guard send them to sign in with a way back to that page.
 */
export function useSignOut() {
  const logout = useLogout();
  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out'));
      return;
    }
    window.location.replace(paths.auth.login());
  }
  return { signOut, isSigningOut: logout.isPending || logout.isSuccess };
}
