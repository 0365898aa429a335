import { Link } from '@/components/link';
import { paths } from '@/lib/paths';

/** The terms and privacy links under the sign-in and sign-up forms. */
export function LegalNote({ action }: { action: string }) {
  return (
    <p className="mt-8 text-center text-xs leading-relaxed text-stone">
      By {action} you agree to our{' '}
      <Link to={paths.shop.termsConditions} className="text-ink underline decoration-gold/60 underline-offset-4 hover:decoration-gold">
        Terms &amp; Conditions
      </Link>{' '}
      and{' '}
      <Link to={paths.shop.privacyPolicy} className="text-ink underline decoration-gold/60 underline-offset-4 hover:decoration-gold">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
