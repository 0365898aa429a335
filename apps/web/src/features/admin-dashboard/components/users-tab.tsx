import { LoadError } from '@/components/ui/load-error';
import { useEffect, useState } from 'react';
import { Link } from '@/components/link';
import { toast } from '@/lib/toast';
import { Eye, Users } from 'lucide-react';
import { ResponseMismatchError, USER_SEARCH_DEBOUNCE_MS, type PublicUser } from '@aurelle/contract';
import { AccountRoleBadge } from '@/components/ui/account-access';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { SearchField } from '@/components/ui/search-field';
import { CardPagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../api/use-admin-users';
import { useToggleUserStatus } from '../api/use-toggle-user-status';
import { InviteUserDialog } from './invite-user-dialog';
import { UserDetailsDialog } from './user-details-dialog';

/** Error text: the server's message, 'Invalid response format from server' for a malformed answer, else 'Something went wrong'. */
function usersErrorMessage(error: Error | null): string {
  if (error instanceof ResponseMismatchError) return 'Invalid response format from server';
  return error?.message || 'Something went wrong';
}

const skeletonRows = Array.from({ length: 6 }, (_, index) => index);

/** Dashboard › Users: searchable, paginated user list with the active switch and a details dialog. */
export function UsersTab() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), USER_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts again at page 1.
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  const page = pageState.search === search ? pageState.page : 1;
  const [detailsUserId, setDetailsUserId] = useState<string | null>(null);

  const usersQuery = useAdminUsers({ page, search });
  const toggleStatus = useToggleUserStatus();

  useEffect(() => {
    if (usersQuery.isError) toast.error('Error fetching users', { description: usersErrorMessage(usersQuery.error) });
  }, [usersQuery.isError, usersQuery.error, usersQuery.errorUpdatedAt]);

  const changeStatus = (user: PublicUser, isActive: boolean) => {
    toggleStatus.mutate(
      { userId: user._id, isActive },
      {
        onSuccess: () => toast.success('User status updated successfully'),
        onError: (error) => toast.error('Error updating user status', { description: errorMessage(error, 'Something went wrong') }),
      },
    );
  };
  const pendingUserId = toggleStatus.isPending ? toggleStatus.variables.userId : null;

  const data = usersQuery.data;
  const users = data?.users ?? [];
  const isFirstLoad = usersQuery.isPending;
  const isRefreshing = usersQuery.isFetching && !isFirstLoad;

  return (
    <Card className="shadow-sm shadow-ink/[0.03]">
      <div className="flex flex-col gap-5 border-b border-line p-5 sm:p-7 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 className="type-h2">Users</h2>
          <p className="mt-1 text-sm text-stone">
            {data ? `${data.totalUsers} ${data.totalUsers === 1 ? 'member' : 'members'}` : 'Everyone with an account'}
            {search ? ` matching “${search}”` : ''}
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end md:max-w-md">
          <SearchField
            id="admin-user-search"
            label="Search users"
            className="w-full"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Search by name or email..."
          />
          <InviteUserDialog />
        </div>
      </div>

      {usersQuery.isError && !data ? (
        <LoadError title="Error fetching users" message={usersErrorMessage(usersQuery.error)} onRetry={() => void usersQuery.refetch()} />
      ) : !isFirstLoad && users.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-deep">
            <Users aria-hidden="true" className="size-5" />
          </span>
          <p className="font-display text-2xl">No users found</p>
          {search ? <p className="text-sm text-stone">Try a different name or e-mail address.</p> : null}
        </div>
      ) : (
        <div aria-busy={isFirstLoad || isRefreshing} className={isRefreshing ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
          {/* Wide screens: a table. */}
          <div className="hidden md:block">
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="pl-7">Username</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="pr-7 text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {isFirstLoad
                  ? skeletonRows.map((row) => (
                      <TableRow key={row}>
                        <TableCell className="pl-7">
                          <Skeleton className="h-4 w-32" />
                        </TableCell>
                        <TableCell>
                          <Skeleton className="h-4 w-48" />
                        </TableCell>
                        <TableCell>
                          <Skeleton className="h-5 w-14" />
                        </TableCell>
                        <TableCell>
                          <Skeleton className="h-6 w-11 rounded-full" />
                        </TableCell>
                        <TableCell className="pr-7">
                          <Skeleton className="ml-auto h-8 w-24" />
                        </TableCell>
                      </TableRow>
                    ))
                  : users.map((user) => (
                      <TableRow key={user._id}>
                        <TableCell className="pl-7 font-medium">
                          <Link
                            to={paths.admin.customer(user._id)}
                            className="underline decoration-gold/40 underline-offset-4 hover:text-gold-deep hover:decoration-gold-deep"
                          >
                            {user.userName}
                          </Link>
                        </TableCell>
                        <TableCell className="text-stone">{user.email}</TableCell>
                        <TableCell>
                          <AccountRoleBadge user={user} customerLabel="User" />
                        </TableCell>
                        <TableCell>
                          <StatusSwitch
                            user={user}
                            isPending={pendingUserId === user._id}
                            pendingValue={toggleStatus.variables?.isActive}
                            onChange={changeStatus}
                          />
                        </TableCell>
                        <TableCell className="pr-7 text-right">
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setDetailsUserId(user._id)}
                            aria-label={`View details of ${user.userName}`}
                          >
                            <Eye aria-hidden="true" />
                            View details
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </div>

          {/* Narrow screens: one card per user. */}
          <ul className="divide-y divide-line md:hidden">
            {isFirstLoad
              ? skeletonRows.map((row) => (
                  <li key={row} className="flex flex-col gap-2 p-5">
                    <Skeleton className="h-4 w-32" />
                    <Skeleton className="h-4 w-48" />
                  </li>
                ))
              : users.map((user) => (
                  <li key={user._id} className="flex flex-col gap-3 p-5">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <Link
                          to={paths.admin.customer(user._id)}
                          className="block truncate font-medium underline decoration-gold/40 underline-offset-4 hover:text-gold-deep hover:decoration-gold-deep"
                        >
                          {user.userName}
                        </Link>
                        <p className="truncate text-sm text-stone">{user.email}</p>
                      </div>
                      <AccountRoleBadge user={user} customerLabel="User" />
                    </div>
                    <div className="flex items-center justify-between gap-3">
                      <StatusSwitch
                        user={user}
                        isPending={pendingUserId === user._id}
                        pendingValue={toggleStatus.variables?.isActive}
                        onChange={changeStatus}
                      />
                      <Button
                        variant="subtle"
                        size="sm"
                        onClick={() => setDetailsUserId(user._id)}
                        aria-label={`View details of ${user.userName}`}
                      >
                        <Eye aria-hidden="true" />
                        Details
                      </Button>
                    </div>
                  </li>
                ))}
          </ul>
        </div>
      )}

      {data && data.totalPages > 1 ? (
        <CardPagination
          label="Users pages"
          page={page}
          totalPages={data.totalPages}
          isBusy={usersQuery.isFetching}
          onPageChange={(next) => setPageState({ search, page: next })}
        />
      ) : null}

      <UserDetailsDialog userId={detailsUserId} onClose={() => setDetailsUserId(null)} />
    </Card>
  );
}

function StatusSwitch({
  user,
  isPending,
  pendingValue,
  onChange,
}: {
  user: PublicUser;
  isPending: boolean;
  pendingValue: boolean | undefined;
  onChange: (user: PublicUser, isActive: boolean) => void;
}) {
  // While the change is in flight the switch already shows where it is going.
  const checked = isPending && pendingValue !== undefined ? pendingValue : user.isActive;
  return (
    <div className="flex items-center gap-2.5">
      <Switch
        checked={checked}
        disabled={isPending}
        onCheckedChange={(next) => onChange(user, next)}
        aria-label={`Active status of ${user.userName}`}
      />
      <span className={checked ? 'text-xs text-success' : 'text-xs text-stone'} aria-hidden="true">
        {checked ? 'Active' : 'Inactive'}
      </span>
    </div>
  );
}
