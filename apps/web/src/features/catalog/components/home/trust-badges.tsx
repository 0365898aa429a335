import { Award, Hourglass, Leaf, Rabbit, ShieldCheck, type LucideIcon } from 'lucide-react';

const badges: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: ShieldCheck, title: 'IFRA certified', text: 'Every formula meets IFRA safety standards' },
  { icon: Rabbit, title: 'Cruelty free', text: 'Never tested on animals' },
  { icon: Leaf, title: 'Vegan', text: 'No animal-derived ingredients' },
  { icon: Award, title: 'Premium quality', text: 'Fine oils from Grasse and Kannauj' },
  { icon: Hourglass, title: 'Long-lasting', text: 'Extrait concentrations up to 30%' },
];

/** The trust section: five promises in one calm band. */
export function TrustBadges() {
  return (
    <section aria-label="Our promises" className="border-b border-line bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-px bg-line sm:grid-cols-3 lg:grid-cols-5">
        {badges.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-2 bg-white px-4 py-8 text-center last:col-span-2 sm:last:col-span-1">
            <Icon className="size-6 text-gold-deep" strokeWidth={1.25} aria-hidden="true" />
            <p className="font-display text-xl text-ink">{title}</p>
            <p className="max-w-[14rem] text-xs leading-relaxed text-stone">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
