import { paths } from '@/lib/paths';

/** The storefront's main navigation (header, mobile menu and footer share it). */
export interface NavLinkItem {
  label: string;
  to: string;
  /** The header's row is full below 1280 px: such a link shows there only from that width (the menu and footer always). */
  isWideHeaderOnly?: boolean;
}

export const mainNavLinks: NavLinkItem[] = [
  { label: 'Home', to: paths.shop.home },
  { label: 'Shop', to: paths.shop.listing() },
  { label: 'For Him', to: paths.shop.listing({ gender: 'male' }) },
  { label: 'For Her', to: paths.shop.listing({ gender: 'female' }) },
  { label: 'Car', to: paths.shop.listing({ car: 'true' }) },
  { label: 'Gift Cards', to: paths.shop.giftCards, isWideHeaderOnly: true },
  { label: 'About', to: paths.shop.about },
];

export const customerServiceLinks: NavLinkItem[] = [
  { label: 'About', to: paths.shop.about },
  { label: 'Returns Policy', to: paths.shop.returnsPolicy },
  { label: 'Privacy Policy', to: paths.shop.privacyPolicy },
  { label: 'Terms & Conditions', to: paths.shop.termsConditions },
];

export const accountLinks: NavLinkItem[] = [
  { label: 'Account Settings', to: paths.shop.account({ tab: 'profile' }) },
  { label: 'Orders', to: paths.shop.account({ tab: 'orders' }) },
  { label: 'Wishlist', to: paths.shop.account({ tab: 'wishlist' }) },
  { label: 'Addresses', to: paths.shop.account({ tab: 'address' }) },
  { label: 'Gift Cards', to: paths.shop.account({ tab: 'gift-cards' }) },
];

/** The listing filters a nav link stands for; 'Shop' (no filter) is active only on the unfiltered listing. */
const filterKeys = ['gender', 'car', 'category'];

export function isNavLinkActive(link: NavLinkItem, pathname: string, search: string): boolean {
  const target = new URL(link.to, 'http://shop.local');
  if (target.pathname !== pathname) return false;
  const current = new URLSearchParams(search);
  return filterKeys.every((key) => (target.searchParams.get(key) ?? null) === (current.get(key) ?? null));
}

/** The mobile navigation sheet's element id, which the header's menu button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';

/** The profile menu button's look, the same before and after its dropdown's code has loaded. */
export const profileMenuTriggerClass =
  'ml-1 flex cursor-pointer items-center rounded-full transition-shadow hover:ring-2 hover:ring-gold/40 data-[state=open]:ring-2 data-[state=open]:ring-gold/60';
