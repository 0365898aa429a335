import { useState } from 'react';
import { formatInr, GIFT_CARD_PURCHASE_STATUS_LABELS, type GiftCard } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldError, Label, Textarea } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGiftCard, useVoidGiftCard } from '../api/use-gift-cards';
import { entryLabel, giftCardDate, giftCardEntryTime, giftCardStatusLabel, giftCardStatusTone, signedAmount } from './gift-card-format';

function VoidCard({ card }: { card: GiftCard }) {
  const voidCard = useVoidGiftCard();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="subtle" className="text-danger">
          Void card
        </Button>
      }
      title={`Void ${card.maskedCode}?`}
      description={`Its ${formatInr(card.balance)} leaves the card for good and it can never be spent again.`}
      confirmLabel="Void card"
      pendingLabel="Voiding…"
      isDestructive
      isPending={voidCard.isPending}
      onConfirm={(close) => {
        if (!reason.trim()) {
          setProblem('Say why the card is voided');
          return;
        }
        voidCard.mutate(
          { id: card.id, reason: reason.trim() },
          {
            onSuccess: close,
            onError: (error) => toast.error('The card could not be voided', { description: errorMessage(error, 'Please try again') }),
          },
        );
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor="void-reason">Reason</Label>
        <Textarea
          id="void-reason"
          value={reason}
          maxLength={300}
          rows={2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'void-reason-error' : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
        />
        <FieldError id="void-reason-error" message={problem} />
      </div>
    </ConfirmDialog>
  );
}

/** One card: what it holds, its dates and its ledger, with the void action while it can still be voided. */
export function GiftCardDetailSheet({ cardId, onClose }: { cardId: string | undefined; onClose: () => void }) {
  const detail = useGiftCard(cardId);
  const card = detail.data?.card;
  return (
    <Sheet open={cardId !== undefined} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="gap-0 overflow-y-auto p-0 sm:max-w-xl">
        <div className="border-b border-line px-6 py-6 pr-14 sm:px-8">
          <SheetTitle className="font-mono text-2xl tracking-[0.12em]">{card?.maskedCode ?? 'Gift card'}</SheetTitle>
          <SheetDescription className="mt-1">
            {card ? `Issued ${giftCardDate(card.createdAt)} · valid until ${giftCardDate(card.expiresAt)}` : 'Loading the card'}
          </SheetDescription>
        </div>
        {detail.isError ? (
          <LoadError
            title="The card could not be loaded"
            message={errorMessage(detail.error, 'Something went wrong')}
            onRetry={() => void detail.refetch()}
          />
        ) : !detail.data || !card ? (
          <div className="flex flex-col gap-3 px-6 py-6 sm:px-8" aria-busy="true">
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-4 w-64" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="flex flex-col gap-8 px-6 py-6 sm:px-8">
            <dl className="grid grid-cols-2 gap-4 text-sm">
              <div>
                <dt className="label-caps text-stone">Balance</dt>
                <dd className="mt-1 font-display text-3xl" data-testid="gift-card-balance">
                  {formatInr(card.balance)}
                </dd>
                <dd className="text-xs text-stone">of {formatInr(card.initialAmount)}</dd>
              </div>
              <div>
                <dt className="label-caps text-stone">Status</dt>
                <dd className="mt-2">
                  <Badge tone={giftCardStatusTone(card.status)} data-testid="gift-card-status">
                    {giftCardStatusLabel(card.status)}
                  </Badge>
                </dd>
                {card.voidReason ? <dd className="mt-1 text-xs text-stone">{card.voidReason}</dd> : null}
              </div>
              {card.recipientName || card.recipientEmail ? (
                <div className="col-span-2">
                  <dt className="label-caps text-stone">For</dt>
                  <dd className="mt-1">{[card.recipientName, card.recipientEmail].filter(Boolean).join(' · ')}</dd>
                </div>
              ) : null}
              {card.purchase ? (
                <div className="col-span-2">
                  <dt className="label-caps text-stone">Bought by</dt>
                  <dd className="mt-1">
                    {card.purchase.buyerName} · {card.purchase.buyerEmail} · payment{' '}
                    {GIFT_CARD_PURCHASE_STATUS_LABELS[card.purchase.status].toLowerCase()}
                  </dd>
                </div>
              ) : null}
              {card.message ? (
                <div className="col-span-2">
                  <dt className="label-caps text-stone">Message</dt>
                  <dd className="mt-1 whitespace-pre-line italic text-ink-soft">{card.message}</dd>
                </div>
              ) : null}
            </dl>

            <section aria-labelledby="gift-card-ledger">
              <h3 id="gift-card-ledger" className="type-h4">
                Ledger
              </h3>
              <ol className="mt-3 divide-y divide-line border-y border-line" aria-label="Ledger">
                {detail.data.ledger.map((entry) => (
                  <li key={entry.id} className="flex items-start justify-between gap-4 py-3 text-sm" data-testid="gift-card-entry">
                    <div className="min-w-0">
                      <p className="font-medium">{entryLabel(entry.kind)}</p>
                      <p className="text-xs text-stone">
                        {giftCardEntryTime(entry.createdAt)}
                        {entry.actorName ? ` · ${entry.actorName}` : ''}
                        {entry.orderId ? ` · order ${entry.orderId.slice(0, 8)}` : ''}
                      </p>
                      {entry.note && entry.kind !== 'issued' ? <p className="mt-1 text-xs text-ink-soft">{entry.note}</p> : null}
                    </div>
                    <div className="shrink-0 text-right tabular-nums">
                      <p className={entry.amount < 0 ? 'text-ink' : 'text-emerald-800'}>{signedAmount(entry.amount)}</p>
                      <p className="text-xs text-stone">{formatInr(entry.balanceAfter)}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>

            {card.status !== 'voided' ? (
              <div>
                <VoidCard card={card} />
              </div>
            ) : null}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
