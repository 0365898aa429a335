import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AddressManager } from '@/features/address/components/address-manager';
import { useSession } from '@/lib/session/use-session';
import { useShopConfig } from '@/lib/use-shop-config';
import { OrderHistory } from '@/features/orders/components/order-history';
import { AccountBanner } from '@/features/account/components/account-banner';
import { ProfileForm } from '@/features/account/components/profile-form';
import { DeviceSessions } from '@/features/account/components/device-sessions';
import { EmailPreferences } from '@/features/account/components/email-preferences';
import { WishlistList } from '@/features/catalog/components/wishlist-list';
import { MyGiftCards } from '@/features/gift-cards/components/my-gift-cards';

const accountTabs = [
  { value: 'orders', label: 'Orders' },
  { value: 'wishlist', label: 'Wishlist' },
  { value: 'address', label: 'Address' },
  { value: 'gift-cards', label: 'Gift Cards' },
  { value: 'profile', label: 'Edit Profile' },
] as const;
type AccountTab = (typeof accountTabs)[number]['value'];

function isAccountTab(value: string | null): value is AccountTab {
  return accountTabs.some((tab) => tab.value === value);
}

/** Account: banner and five tabs, chosen by ?tab=orders|wishlist|address|gift-cards|profile (Orders by default). */
export function AccountPage() {
  const { user } = useSession();
  const { shopName } = useShopConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const activeTab: AccountTab = isAccountTab(requested) ? requested : 'orders';

  function selectTab(value: string) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="pb-24">
      <title>{`My Account · ${shopName}`}</title>
      <AccountBanner>
        <p className="eyebrow text-gold">My Account</p>
        <h1 className="mt-3 type-h1 leading-tight">
          {user ? (
            <>
              Welcome, <span className="italic text-gold-soft">{user.userName}</span>
            </>
          ) : (
            'Your Account'
          )}
        </h1>
      </AccountBanner>

      <div className="mx-auto max-w-6xl px-4 pt-10 sm:px-6 lg:px-10">
        <Tabs value={activeTab} onValueChange={selectTab}>
          {/* On a phone the tabs wrap onto a second line: every tab stays in sight, none behind a hidden scroll. */}
          <TabsList className="flex w-full flex-wrap justify-start gap-x-2 gap-y-1 sm:flex-nowrap sm:gap-6">
            {accountTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="shrink-0 px-2 text-[0.75rem] uppercase tracking-[0.2em] sm:px-4">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="orders" className="pt-10">
            <OrderHistory />
          </TabsContent>
          <TabsContent value="wishlist" className="pt-10">
            <WishlistList />
          </TabsContent>
          <TabsContent value="address" className="pt-10">
            <AddressManager />
          </TabsContent>
          <TabsContent value="gift-cards" className="pt-10">
            <MyGiftCards />
          </TabsContent>
          <TabsContent value="profile" className="pt-10">
            {user ? (
              <>
                <ProfileForm user={user} />
                <EmailPreferences />
                <DeviceSessions />
              </>
            ) : null}
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
