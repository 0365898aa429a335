import { useEffect, type ReactNode } from 'react';
import { AccountRoleBadge } from '@/components/ui/account-access';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useAdminUser } from '../api/use-admin-user';

const createdAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });

/** User Details: Username, Email, Role, Status Active/Inactive, Created At. */
export function UserDetailsDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const userQuery = useAdminUser(userId);

  useEffect(() => {
    if (userQuery.isError) {
      toast.error('Error fetching user details', { description: errorMessage(userQuery.error, 'Something went wrong') });
    }
  }, [userQuery.isError, userQuery.error, userQuery.errorUpdatedAt]);

  const user = userQuery.data;
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <p className="eyebrow text-gold-deep">Member</p>
        <DialogTitle className="mt-1 text-3xl">User Details</DialogTitle>
        <DialogDescription className="mt-1">The account as it is stored today.</DialogDescription>
        <div className="mt-6 border-t border-line">
          {userQuery.isError ? (
            <p role="alert" className="py-6 text-sm text-danger">
              Error fetching user details
            </p>
          ) : (
            <dl className="divide-y divide-line">
              <DetailRow label="Username">{user ? user.userName : <Skeleton className="h-4 w-36" />}</DetailRow>
              <DetailRow label="Email">
                {user ? <span className="break-all">{user.email}</span> : <Skeleton className="h-4 w-48" />}
              </DetailRow>
              <DetailRow label="Role">
                {user ? <AccountRoleBadge user={user} customerLabel="User" /> : <Skeleton className="h-5 w-14" />}
              </DetailRow>
              <DetailRow label="Status">
                {user ? (
                  user.isActive ? (
                    <Badge tone="green">Active</Badge>
                  ) : (
                    <Badge tone="red">Inactive</Badge>
                  )
                ) : (
                  <Skeleton className="h-5 w-16" />
                )}
              </DetailRow>
              <DetailRow label="Created At">
                {user ? createdAtFormat.format(new Date(user.createdAt)) : <Skeleton className="h-4 w-40" />}
              </DetailRow>
            </dl>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] items-center gap-4 py-3.5">
      <dt className="label-caps text-stone">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}
