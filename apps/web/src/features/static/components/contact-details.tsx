import { Mail, MapPin, Phone } from 'lucide-react';
import { useShopConfig } from '@/lib/use-shop-config';
import { cn } from '@/lib/cn';

/** The shop's phone, e-mail and postal address (from the server's config), as the policy pages quote them. */
export function ContactDetails({ className }: { className?: string }) {
  const { shopName, phone, email, address } = useShopConfig();
  return (
    <div className={cn('border border-line bg-white p-6 sm:p-8', className)}>
      <p className="font-display text-2xl text-ink">{shopName} Customer Care</p>
      <ul className="mt-5 grid gap-4 text-sm text-ink-soft sm:grid-cols-3">
        <li className="flex gap-3">
          <Phone className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden="true" />
          <span>
            <span className="label-caps block text-stone">Phone</span>
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className="hover:text-ink hover:underline">
              {phone}
            </a>
          </span>
        </li>
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden="true" />
          <span className="min-w-0">
            <span className="label-caps block text-stone">Email</span>
            <a href={`mailto:${email}`} className="break-all hover:text-ink hover:underline">
              {email}
            </a>
          </span>
        </li>
        <li className="flex gap-3">
          <MapPin className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden="true" />
          <span>
            <span className="label-caps block text-stone">Address</span>
            <address className="not-italic">{address}</address>
          </span>
        </li>
      </ul>
    </div>
  );
}
