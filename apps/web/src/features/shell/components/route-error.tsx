import { RotateCcw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '@/components/brand/logo-mark';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** What went wrong, as the router's default error screen shows it: status and text, or the message. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong';
}

/** The router's error screen: shown when a page throws or fails to load. Renders without the shell, which may be what broke. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-6 py-16">
      <div role="alert" className="flex max-w-lg flex-col items-center text-center">
        <LogoMark className="h-14 w-auto text-gold" />
        <h1 className="mt-8 font-display text-4xl leading-tight text-ink">Unexpected Application Error!</h1>
        <p className="mt-4 break-words font-mono text-sm text-danger">{describe(error)}</p>
        <p className="mt-6 text-sm text-stone">Please try again. If the problem persists, return to the home page.</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
          <Button asChild size="lg" variant="outline">
            {/* A full page load: the router itself may be in a broken state. */}
            <a href={paths.shop.home}>Return Home</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
