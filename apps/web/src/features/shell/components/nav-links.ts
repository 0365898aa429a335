/** The storefront's main navigation (header, mobile menu and footer share it). */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const mainNavLinks: NavLinkItem[] = [
  { label: 'Home', to: '/shop/home' },
  { label: 'Shop', to: '/shop/listing' },
  { label: 'For Him', to: '/shop/listing?gender=male' },
  { label: 'For Her', to: '/shop/listing?gender=female' },
  { label: 'Car', to: '/shop/listing?car=true' },
  { label: 'About', to: '/shop/about' },
];

export const customerServiceLinks: NavLinkItem[] = [
  { label: 'About', to: '/shop/about' },
  { label: 'Returns Policy', to: '/shop/returns-policy' },
  { label: 'Privacy Policy', to: '/shop/privacy-policy' },
  { label: 'Terms & Conditions', to: '/shop/terms-conditions' },
];

export const accountLinks: NavLinkItem[] = [
  { label: 'Account Settings', to: '/shop/account?tab=profile' },
  { label: 'Orders', to: '/shop/account?tab=orders' },
  { label: 'Addresses', to: '/shop/account?tab=address' },
];

/** The listing filters a nav link stands for; 'Shop' (no filter) is active only on the unfiltered listing. */
const filterKeys = ['gender', 'car', 'category'];

export function isNavLinkActive(link: NavLinkItem, pathname: string, search: string): boolean {
  const target = new URL(link.to, 'http://shop.local');
  if (target.pathname !== pathname) return false;
  const current = new URLSearchParams(search);
  return filterKeys.every((key) => (target.searchParams.get(key) ?? null) === (current.get(key) ?? null));
}
