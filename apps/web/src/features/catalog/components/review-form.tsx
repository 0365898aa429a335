import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { useSession } from '@/lib/session/use-session';
import { useIsClientRendered } from '@/lib/ssr/hydration';
import { paths } from '@/lib/paths';

const ReviewFormFields = lazy(() => import('./review-form-fields'));

/**
 * 1–5 stars and a message (docs/decisions/059-reviews-from-verified-buyers.md). Any signed-in shopper sees the form
 * (its code, the form kit and zod's rules, loads once the page is up); a guest is asked to sign in.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const { isAuthenticated, isLoading } = useSession();
  const location = useLocation();
  const isClientRendered = useIsClientRendered();

  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <p className="border border-line bg-ivory px-5 py-4 text-sm text-stone">
        <Link
          to={paths.auth.login({ returnUrl: `${location.pathname}${location.search}` })}
          className="font-medium text-ink underline underline-offset-4 hover:text-gold-deep"
        >
          Sign in
        </Link>{' '}
        to share your impression of this fragrance.
      </p>
    );
  }
  if (!isClientRendered) return null;
  return (
    <Suspense fallback={null}>
      <ReviewFormFields productId={productId} />
    </Suspense>
  );
}
