import { toast } from '@/lib/toast';
import { CalendarClock, CheckCircle2, CircleHelp, Loader2, RotateCcw, Send, Trash2 } from 'lucide-react';
import { CAMPAIGN_DELETED_MESSAGE, CAMPAIGN_RESENDING_UNKNOWN_MESSAGE, CAMPAIGN_SENDING_MESSAGE, type Campaign } from '@aurelle/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteCampaign } from '../api/use-delete-campaign';
import { useResendUnknown } from '../api/use-resend-unknown';
import { useSendCampaign } from '../api/use-send-campaign';
import { templateTypeLabels } from './campaign-draft';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function StatusBadge({ status }: { status: Campaign['status'] }) {
  switch (status) {
    case 'sent':
      return <Badge tone="green">Sent</Badge>;
    case 'sending':
      return (
        <Badge tone="blue">
          <Loader2 aria-hidden="true" className="size-3 animate-spin" />
          Sending
        </Badge>
      );
    case 'draft':
      return <Badge tone="yellow">Draft</Badge>;
  }
}

function audienceLabel(campaign: Campaign): string {
  if (campaign.targetAudience === 'all') return 'All users';
  const count = campaign.selectedUsers.length;
  return `${count} selected ${count === 1 ? 'user' : 'users'}`;
}

const recipients = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'recipient' : 'recipients'}`;

/** One campaign: what it is, where its delivery stands, and Send / Delete (and Re-send to unknown) behind a confirmation. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const sendCampaign = useSendCampaign();
  const deleteCampaign = useDeleteCampaign();
  const resendUnknown = useResendUnknown();
  const isDraft = campaign.status === 'draft';
  const isSending = campaign.status === 'sending';
  const unknownCount = campaign.unknownCount ?? 0;
  // Unknown recipients are settled too (never retried on their own): the bar reaches the end without them.
  const processed = campaign.sentCount + campaign.failedCount + (campaign.skippedCount ?? 0) + unknownCount;
  const total = campaign.recipientCount;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : campaign.status === 'sent' ? 100 : 0;

  const send = () =>
    sendCampaign.mutate(campaign._id, {
      onSuccess: (response) => toast.success(response.message ?? CAMPAIGN_SENDING_MESSAGE),
      onError: (error) => toast.error(errorMessage(error, 'Failed to send campaign')),
    });
  const resend = () =>
    resendUnknown.mutate(campaign._id, {
      onSuccess: (response) => toast.success(response.message || CAMPAIGN_RESENDING_UNKNOWN_MESSAGE),
      onError: (error) => toast.error(errorMessage(error, 'Failed to re-send the campaign')),
    });
  const remove = () =>
    deleteCampaign.mutate(campaign._id, {
      onSuccess: (response) => toast.success(response.message ?? CAMPAIGN_DELETED_MESSAGE),
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete campaign')),
    });

  const headingId = `campaign-${campaign._id}-subject`;
  return (
    <Card className="group flex flex-col transition-shadow hover:shadow-lg hover:shadow-ink/5" aria-labelledby={headingId} role="article">
      <div className="flex items-center justify-between gap-3 border-b border-line px-6 py-4">
        <p className="eyebrow text-gold-deep">{templateTypeLabels[campaign.templateType]}</p>
        <StatusBadge status={campaign.status} />
      </div>
      <div className="flex flex-1 flex-col gap-5 px-6 py-5">
        <h3 id={headingId} className="line-clamp-2 type-h3 leading-snug">
          {campaign.subject}
        </h3>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <div>
            <dt className="label-caps text-stone">Audience</dt>
            <dd className="mt-0.5">{audienceLabel(campaign)}</dd>
          </div>
          <div>
            <dt className="label-caps text-stone">Recipients</dt>
            <dd className="mt-0.5 tabular-nums">{isDraft ? '—' : campaign.recipientCount.toLocaleString('en-IN')}</dd>
          </div>
        </dl>

        {isDraft ? null : (
          <div>
            <div className="flex items-baseline justify-between text-xs">
              <span className="uppercase tracking-[0.16em] text-stone">Delivered</span>
              <span className="tabular-nums" aria-live={isSending ? 'polite' : undefined}>
                {campaign.sentCount.toLocaleString('en-IN')} / {total.toLocaleString('en-IN')}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`Delivery of “${campaign.subject}”`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${campaign.sentCount} of ${total} sent`}
              className="mt-2 h-1.5 w-full overflow-hidden bg-ivory-deep"
            >
              <div
                className={cn('h-full transition-[width] duration-700 ease-out', campaign.status === 'sent' ? 'bg-success' : 'bg-gold')}
                style={{ width: `${percent}%` }}
              />
            </div>
            {campaign.failedCount > 0 || (campaign.skippedCount ?? 0) > 0 ? (
              <p className="mt-2 text-xs text-stone">
                {campaign.failedCount > 0 ? `${campaign.failedCount} failed` : null}
                {campaign.failedCount > 0 && (campaign.skippedCount ?? 0) > 0 ? ' · ' : null}
                {(campaign.skippedCount ?? 0) > 0 ? `${campaign.skippedCount} skipped (inactive or unsubscribed)` : null}
              </p>
            ) : null}
            {unknownCount > 0 ? (
              <p className="mt-3 flex gap-2 border-l-2 border-gold bg-gold-soft/40 px-3 py-2 text-xs text-ink-soft">
                <CircleHelp aria-hidden="true" className="mt-px size-3.5 shrink-0 text-gold-deep" />
                <span>
                  <strong className="font-medium">{recipients(unknownCount)} unknown</strong> — the server stopped while mailing them, so
                  nobody knows whether it arrived. Not sent again unless you re-send.
                </span>
              </p>
            ) : null}
          </div>
        )}

        <div className="mt-auto flex flex-col gap-1 text-xs text-stone">
          <p className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            Created {dateFormat.format(new Date(campaign.createdAt))}
          </p>
          {campaign.sentAt ? (
            <p className="flex items-center gap-1.5">
              <Send aria-hidden="true" className="size-3.5" />
              Sent {dateFormat.format(new Date(campaign.sentAt))}
            </p>
          ) : null}
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2 border-t border-line px-6 py-4">
        {/* A row of its own above Send and Delete: the one action the card asks for. */}
        {unknownCount > 0 && campaign.status === 'sent' ? (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="subtle" size="sm" disabled={resendUnknown.isPending} className="basis-full">
                {resendUnknown.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <RotateCcw aria-hidden="true" />}
                Re-send to unknown
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Re-send to {recipients(unknownCount)}?</AlertDialogTitle>
              <AlertDialogDescription>
                The server stopped while “{campaign.subject}” was being handed to the mail server for{' '}
                {unknownCount === 1 ? 'this recipient' : 'these recipients'}, so some may already have it and would receive it twice. Only
                they are e-mailed again; everyone else is left alone.
              </AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={resend}>Re-send</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        ) : null}

        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button size="sm" variant={isDraft ? 'default' : 'subtle'} disabled={!isDraft || sendCampaign.isPending} className="flex-1">
              {sendCampaign.isPending || isSending ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : campaign.status === 'sent' ? (
                <CheckCircle2 aria-hidden="true" className="text-success" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {campaign.status === 'sent' ? 'Sent' : isSending ? 'Sending…' : 'Send'}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Send this campaign?</AlertDialogTitle>
            <AlertDialogDescription>
              {campaign.targetAudience === 'all'
                ? `“${campaign.subject}” will be e-mailed to every active user who has not unsubscribed.`
                : `“${campaign.subject}” will be e-mailed to the ${audienceLabel(campaign)} who are active and subscribed.`}{' '}
              A campaign is sent once and cannot be recalled.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={send}>Send campaign</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>

        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="subtle"
              size="sm"
              disabled={isSending || deleteCampaign.isPending}
              aria-label={`Delete campaign “${campaign.subject}”`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete this campaign?</AlertDialogTitle>
            <AlertDialogDescription>“{campaign.subject}” will be removed from the list. This cannot be undone.</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={remove} className={buttonVariants({ variant: 'destructive' })}>
                Delete campaign
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </Card>
  );
}
