import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '@/components/link';
import { LogoMark } from '@/components/brand/logo-mark';
import { useKeptMarkup, type KeptPart } from '@/lib/ssr/kept-parts';
import { useShopConfig } from '@/lib/use-shop-config';
import { customerServiceLinks, mainNavLinks, type NavLinkItem } from './nav-links';
import { SocialLinks } from './social-links';
import { paths } from '@/lib/paths';

const shopLinks: NavLinkItem[] = [
  { label: 'All Products', to: paths.shop.listing() },
  ...mainNavLinks.filter((link) => link.label.startsWith('For ')),
  { label: 'Car Fragrances', to: paths.shop.listing({ car: 'true' }) },
  { label: 'Scent Finder', to: paths.shop.scentFinder },
  { label: 'Gift Cards', to: paths.shop.giftCards },
  { label: 'Search', to: paths.shop.search() },
];

/** What the footer shows: the shop's details and the year. */
interface FooterDetails {
  shopName: string;
  tagline: string;
  phone: string;
  email: string;
  address: string;
  year: number;
}

/** The footer's content is kept by the server once per shop details and year (decision 135). */
const footerContent: KeptPart<FooterDetails> = { name: 'footer', render: (details) => <FooterContent {...details} /> };

/** Footer: customer service links, contact details, social links and the copyright. */
export function SiteFooter() {
  const { shopName, tagline, phone, email, address } = useShopConfig();
  const details: FooterDetails = { shopName, tagline, phone, email, address, year: new Date().getFullYear() };
  const kept = useKeptMarkup(footerContent, details);
  return (
    <footer className="border-t border-gold/25 bg-ink text-ivory/75" dangerouslySetInnerHTML={kept}>
      {kept ? undefined : footerContent.render(details)}
    </footer>
  );
}

function FooterContent({ shopName, tagline, phone, email, address, year }: FooterDetails) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-8 gap-y-12 px-6 py-16 lg:grid-cols-[1.5fr_1fr_1fr_1.4fr] lg:px-10 lg:py-20">
        <div className="col-span-2 flex flex-col gap-5 lg:col-span-1">
          <Link to={paths.shop.home} className="flex w-fit items-center gap-3 text-ivory">
            <LogoMark className="h-10 w-auto text-gold" />
            <span className="font-display text-2xl uppercase tracking-[0.3em]">{shopName}</span>
          </Link>
          <p className="font-display text-xl italic text-gold-soft">{tagline}</p>
          <p className="max-w-xs text-sm leading-relaxed">
            Fine fragrance for him, for her and for the journey between, chosen with care and delivered across India.
          </p>
          <SocialLinks className="mt-2" />
        </div>

        <FooterColumn title="Shop" links={shopLinks} />
        <FooterColumn title="Customer Service" links={customerServiceLinks} />

        <div className="col-span-2 lg:col-span-1">
          <h2 className="eyebrow mb-5 font-sans font-medium text-gold">Contact</h2>
          <ul className="flex flex-col gap-4 text-sm">
            <li className="flex gap-3">
              <Phone className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
              <a href={`tel:${phone.replace(/\s+/g, '')}`} className="transition-colors hover:text-ivory">
                <span className="sr-only">Phone: </span>
                {phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
              <a href={`mailto:${email}`} className="break-all transition-colors hover:text-ivory">
                <span className="sr-only">Email: </span>
                {email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
              <address className="not-italic leading-relaxed">
                <span className="sr-only">Address: </span>
                {address}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-6 text-xs text-ivory/60 sm:flex-row sm:items-center sm:justify-between lg:px-10">
          <p>
            &copy; {year} {shopName}. All rights reserved.
          </p>
          <p>All prices in Indian Rupees (₹).</p>
        </div>
      </div>
    </>
  );
}

function FooterColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <div>
      <h2 className="eyebrow mb-5 whitespace-nowrap font-sans font-medium text-gold max-sm:tracking-[0.16em]">{title}</h2>
      <ul className="flex flex-col gap-3 text-sm">
        {links.map((link) => (
          <li key={`${link.label}-${link.to}`}>
            <Link to={link.to} className="transition-colors hover:text-ivory">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
