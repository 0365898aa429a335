import { Quote } from 'lucide-react';
import { StarRating } from '../star-rating';
import { SectionHeading } from './section-heading';

const testimonials = [
  {
    quote:
      'The oud lasts from my morning meeting to dinner, and people ask what I am wearing. Packed like jewellery, delivered in three days.',
    name: 'Arjun Mehta',
    place: 'Mumbai',
  },
  {
    quote:
      'I was nervous buying perfume online. The descriptions were honest, the rose was exactly as described, and the gift box made my sister cry.',
    name: 'Priya Raghavan',
    place: 'Chennai',
  },
  {
    quote: 'Finally a car fragrance that smells expensive rather than sweet. Subtle, clean, and it has lasted over a month.',
    name: 'Kabir Singh',
    place: 'New Delhi',
  },
] as const;

/** Static testimonials. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials" className="border-y border-line bg-white">
      <div className="mx-auto max-w-7xl px-6 py-20 sm:px-10 sm:py-28">
        <SectionHeading id="testimonials" eyebrow="Kind words" title="Worn and loved" />
        <ul className="mt-14 grid gap-5 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col gap-6 border border-line bg-ivory/70 p-8">
                <Quote className="size-7 text-gold" strokeWidth={1.2} aria-hidden="true" />
                <StarRating value={5} />
                <blockquote className="flex-1 font-display text-xl leading-snug text-ink">“{item.quote}”</blockquote>
                <figcaption className="text-sm">
                  <span className="font-medium text-ink">{item.name}</span>
                  <span className="text-stone"> · {item.place}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
