import { Mail, Phone } from 'lucide-react';
import { TEAM_ROLE_DESCRIPTIONS, type CustomerProfile } from '@aurelle/contract';
import { useSession } from '@/lib/session/use-session';
import { AccountRoleBadge, accessLabel } from '@/components/ui/account-access';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatIstDate, initialsOf } from './customer-format';
import { RoleChangeDialog } from './role-change-dialog';

/** Who the customer is and how to reach them: monogram, name, e-mail, phone numbers, role and state, and the role switch. */
export function CustomerProfileCard({ customer, isSelf }: { customer: CustomerProfile; isSelf: boolean }) {
  const { user } = customer;
  const mayChangeRoles = useSession().can('team');
  return (
    <Card className="relative flex flex-col gap-6 overflow-hidden p-6 sm:p-7">
      <div className="absolute inset-x-0 top-0 h-0.5 bg-gradient-to-r from-gold/70 via-gold-soft to-transparent" aria-hidden="true" />
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full border border-gold/40 bg-ivory-deep font-display text-xl text-gold-deep"
        >
          {initialsOf(user.userName)}
        </span>
        <div className="min-w-0">
          <p className="label-caps text-stone">{accessLabel(user)}</p>
          <p className="truncate font-display text-2xl leading-tight">{user.userName}</p>
          <p className="text-xs text-stone">Member since {formatIstDate(user.createdAt)}</p>
        </div>
      </div>

      <div className="flex flex-wrap gap-2" aria-label="Account state">
        <AccountRoleBadge user={user} />
        {user.isActive ? <Badge tone="green">Active</Badge> : <Badge tone="red">Inactive</Badge>}
        {customer.isInvitePending ? <Badge tone="yellow">Invitation pending</Badge> : null}
      </div>

      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex items-start gap-3">
          <dt className="pt-0.5 text-gold-deep">
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a className="underline-offset-4 hover:underline" href={`mailto:${user.email}`}>
              {user.email}
            </a>
          </dd>
        </div>
        <div className="flex items-start gap-3">
          <dt className="pt-0.5 text-gold-deep">
            <Phone aria-hidden="true" className="size-4" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd className="flex flex-col gap-1">
            {customer.phoneNumbers.length === 0 ? (
              <span className="text-stone">No phone number yet</span>
            ) : (
              customer.phoneNumbers.map((phone) => (
                <a key={phone} className="tabular-nums underline-offset-4 hover:underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                  {phone}
                </a>
              ))
            )}
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-2 border-t border-line pt-5">
        <p className="label-caps text-stone">Back-office access</p>
        {isSelf ? (
          <p className="text-sm text-stone">This is your own account: another owner can change your role.</p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-soft">
              {user.role === 'admin' && user.teamRole ? `${TEAM_ROLE_DESCRIPTIONS[user.teamRole]}.` : 'Shops only; no back office.'}
            </p>
            {mayChangeRoles ? <RoleChangeDialog user={user} /> : null}
          </div>
        )}
      </div>
    </Card>
  );
}
