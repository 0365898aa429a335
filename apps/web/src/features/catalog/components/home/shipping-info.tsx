import { Clock, Headphones, MapPin, MapPinned, Package, RotateCcw, Truck, Zap, type LucideIcon } from 'lucide-react';
import { SectionHeading } from './section-heading';

const shippingOptions: ReadonlyArray<{ icon: LucideIcon; title: string; time: string }> = [
  { icon: Package, title: 'Standard', time: '5-7 business days' },
  { icon: Truck, title: 'Fast', time: '3-7 business days' },
  { icon: Zap, title: 'Express', time: '2-5 business days' },
  { icon: MapPin, title: 'Across India', time: 'Every state and union territory' },
];

const services: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: MapPinned, title: 'Order tracking', text: 'Follow every order from our atelier to your door in your account.' },
  { icon: RotateCcw, title: '30-day return policy', text: 'Unopened bottles can be returned within 30 days of delivery.' },
  { icon: Headphones, title: '24/7 support', text: 'Our fragrance advisers answer day and night, by phone or e-mail.' },
];

/** Shipping info on the home page: delivery speeds within India (the only country the shop delivers to), tracking, returns and support. */
export function ShippingInfo() {
  return (
    <section aria-labelledby="shipping-info" className="mx-auto max-w-7xl px-6 py-20 sm:px-10 sm:py-28">
      <SectionHeading id="shipping-info" eyebrow="Delivery" title="Shipping, considered">
        Sealed, cushioned and insured, from our atelier to any address in India.
      </SectionHeading>
      <ul className="mt-14 grid grid-cols-2 gap-px border border-line bg-line lg:grid-cols-4">
        {shippingOptions.map(({ icon: Icon, title, time }) => (
          <li key={title} className="flex flex-col items-center gap-3 bg-ivory px-4 py-10 text-center">
            <Icon className="size-7 text-gold-deep" strokeWidth={1.2} aria-hidden="true" />
            <h3 className="type-h3 text-ink">{title}</h3>
            <p className="flex items-center gap-1.5 text-sm text-stone">
              <Clock className="size-3.5" aria-hidden="true" />
              {time}
            </p>
          </li>
        ))}
      </ul>
      <ul className="mt-10 grid gap-8 sm:grid-cols-3">
        {services.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon className="mt-1 size-5 shrink-0 text-gold-deep" strokeWidth={1.4} aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-medium uppercase tracking-[0.16em] text-ink">{title}</h3>
              <p className="text-sm leading-relaxed text-stone">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
