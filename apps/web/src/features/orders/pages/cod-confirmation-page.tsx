import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, PackageX, Truck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { formatInr, paiseToRupees, type CodConfirmationDecision, type CodConfirmationState } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { call, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const confirmByFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * The page the cash-on-delivery e-mail links to: the order's total and two buttons, Confirm and Cancel. Opening it
 * changes nothing (mail scanners open links); the signature in the link is the shopper's credential, no sign-in.
 */
export function CodConfirmationPage() {
  const [search] = useSearchParams();
  const link = { order: search.get('order') ?? '', token: search.get('token') ?? '' };
  const queryClient = useQueryClient();
  const queryKey = ['shop', 'cod-confirmation', link.order, link.token] as const;
  const state = useQuery({
    queryKey,
    queryFn: () => call('getCodConfirmation', { query: link }),
    enabled: Boolean(link.order && link.token),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (decision: CodConfirmationDecision) => call('answerCodConfirmation', { body: { ...link, decision } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center sm:py-28">
      <p className="eyebrow text-gold-deep">Cash on delivery</p>
      <h1 className="mt-2 type-h1">Confirm your order</h1>
      {!link.order || !link.token ? (
        <InvalidLink message="This confirmation link is not valid" />
      ) : state.isPending ? (
        <div className="mt-10 flex w-full flex-col gap-3" aria-busy="true" aria-label="Loading your order">
          <Skeleton className="h-20" />
          <Skeleton className="h-12" />
        </div>
      ) : state.isError ? (
        <InvalidLink message={errorMessage(state.error, 'This confirmation link is not valid')} />
      ) : (
        <Answer
          state={state.data}
          onAnswer={(decision) => answer.mutate(decision)}
          isAnswering={answer.isPending}
          answerError={answer.error}
        />
      )}
    </div>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert" className="mt-10 w-full border border-line bg-white px-6 py-8">
      <p className="font-medium text-ink">{message}</p>
      <p className="mt-2 text-sm text-stone">Open the link from your order e-mail again, or find the order in your account.</p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.shop.account({ tab: 'orders' })}>Your orders</Link>
      </Button>
    </div>
  );
}

function Answer({
  state,
  onAnswer,
  isAnswering,
  answerError,
}: {
  state: CodConfirmationState;
  onAnswer: (decision: CodConfirmationDecision) => void;
  isAnswering: boolean;
  answerError: Error | null;
}) {
  const reference = `#${state.orderId.slice(0, 8).toUpperCase()}`;
  const total = formatInr(paiseToRupees(state.totalPaise));
  const items = `${state.itemCount} ${state.itemCount === 1 ? 'item' : 'items'}`;
  if (state.state !== 'awaiting') {
    const outcome = {
      confirmed: {
        icon: Check,
        title: 'Your order is confirmed',
        text: `We are packing order ${reference}; please keep ${total} ready for the courier.`,
      },
      shipped: {
        icon: Truck,
        title: 'Your order is on its way',
        text: `Order ${reference} has shipped; please keep ${total} ready for the courier.`,
      },
      cancelled: { icon: PackageX, title: 'Your order is cancelled', text: `Order ${reference} will not be delivered and nothing is due.` },
    }[state.state];
    const Icon = outcome.icon;
    return (
      <div className="mt-10 flex flex-col items-center" role="status">
        <div className="flex size-20 items-center justify-center rounded-full border border-gold/50 bg-white">
          <Icon className="size-9 text-gold-deep" strokeWidth={1.2} aria-hidden="true" />
        </div>
        <h2 className="mt-6 type-h3">{outcome.title}</h2>
        <p className="mt-3 text-sm leading-relaxed text-stone">{outcome.text}</p>
        <Button asChild variant="outline" className="mt-8">
          <Link to={paths.shop.listing()}>Continue shopping</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-10 w-full border border-line bg-white px-6 py-8">
      <p className="text-sm text-stone">
        Order {reference} · {items}
      </p>
      <p className="mt-2 font-display text-3xl text-ink">{total}</p>
      <p className="mt-1 text-sm text-stone">to pay in cash when it is delivered</p>
      {state.confirmBy ? (
        <p className="mt-5 text-sm leading-relaxed text-ink-soft">
          We ship cash-on-delivery orders once you confirm them. Please confirm by {confirmByFormat.format(new Date(state.confirmBy))}; an
          order not confirmed by then is cancelled.
        </p>
      ) : null}
      {answerError ? (
        <p role="alert" className="mt-5 text-sm text-danger">
          {errorMessage(answerError, 'Your answer could not be saved. Please try again')}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button size="lg" disabled={isAnswering} onClick={() => onAnswer('confirm')}>
          Confirm my order
        </Button>
        <Button size="lg" variant="outline" disabled={isAnswering} onClick={() => onAnswer('cancel')}>
          Cancel it
        </Button>
      </div>
    </div>
  );
}
