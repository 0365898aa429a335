import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useLogout } from './use-logout';
import { paths } from '@/lib/paths';

/** Sign Out from the profile menu, the mobile menu or the admin panel: revoke, forget, go to the sign-in page. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  async function signOut() {
    try {
      await logout.mutateAsync();
      void navigate(paths.auth.login(), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out'));
    }
  }
  return { signOut, isSigningOut: logout.isPending };
}
