import { toast } from '@/lib/toast';
import { useState } from 'react';
import { AlertTriangle, CalendarClock, CalendarX2, CheckCircle2, CircleHelp, Clock, Loader2, RotateCcw, Send, Trash2 } from 'lucide-react';
import {
  CAMPAIGN_DELETED_MESSAGE,
  CAMPAIGN_RESENDING_UNKNOWN_MESSAGE,
  CAMPAIGN_SENDING_MESSAGE,
  formatCampaignSchedule,
  type Campaign,
} from '@aurelle/contract';
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
import { useUnscheduleCampaign } from '../api/use-schedule-campaign';
import { useSendCampaign } from '../api/use-send-campaign';
import { templateTypeLabels } from './campaign-draft';
import { ScheduleCampaignDialog } from './schedule-campaign-dialog';

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
    case 'scheduled':
      return (
        <Badge tone="purple">
          <Clock aria-hidden="true" className="size-3" />
          Scheduled
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

/** The scheduled time's own actions: quiet text buttons inside its note. */
const scheduleLinkClass = 'h-auto px-0 py-1 text-xs text-ink-soft hover:text-ink';

const recipients = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'recipient' : 'recipients'}`;

/**
 * One campaign: what it is, where its delivery stands, and Send / Schedule / Delete (and Re-send to unknown) behind a
 * confirmation. A scheduled one shows its time and can be sent now, moved or cancelled until it starts.
 */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const sendCampaign = useSendCampaign();
  const deleteCampaign = useDeleteCampaign();
  const resendUnknown = useResendUnknown();
  const unscheduleCampaign = useUnscheduleCampaign();
  const [isScheduling, setIsScheduling] = useState(false);
  const isScheduled = campaign.status === 'scheduled';
  // Nothing has gone out yet: no recipients counted, Send and Schedule still open.
  const isUnsent = campaign.status === 'draft' || isScheduled;
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
  const unschedule = () =>
    unscheduleCampaign.mutate(campaign._id, { onError: (error) => toast.error(errorMessage(error, 'Failed to cancel the schedule')) });
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
            <dd className="mt-0.5 tabular-nums">{isUnsent ? '—' : campaign.recipientCount.toLocaleString('en-IN')}</dd>
          </div>
        </dl>

        {isScheduled && campaign.scheduledAt ? (
          // The time, with what can still be done to it until it comes.
          <div className="border-l-2 border-gold bg-gold-soft/40 px-3 py-2.5">
            <p className="flex items-start gap-2.5 text-sm text-ink">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
              <span>Scheduled for {formatCampaignSchedule(campaign.scheduledAt)}</span>
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-5 pl-6.5">
              <Button variant="link" size="sm" className={scheduleLinkClass} onClick={() => setIsScheduling(true)}>
                <CalendarClock aria-hidden="true" />
                Reschedule
              </Button>
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="link" size="sm" className={scheduleLinkClass} disabled={unscheduleCampaign.isPending}>
                    {unscheduleCampaign.isPending ? (
                      <Loader2 aria-hidden="true" className="animate-spin" />
                    ) : (
                      <CalendarX2 aria-hidden="true" />
                    )}
                    Cancel schedule
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogTitle>Cancel the schedule?</AlertDialogTitle>
                  <AlertDialogDescription>
                    “{campaign.subject}” will not be sent
                    {campaign.scheduledAt ? ` on ${formatCampaignSchedule(campaign.scheduledAt)}` : ''}. It becomes a draft again, to
                    schedule or send later.
                  </AlertDialogDescription>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Keep the schedule</AlertDialogCancel>
                    <AlertDialogAction onClick={unschedule}>Cancel schedule</AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </div>
          </div>
        ) : null}
        {campaign.status === 'draft' && campaign.scheduleFailure ? (
          <div role="note" className="flex gap-2.5 border-l-2 border-danger bg-rose-50 px-3 py-2.5 text-xs text-ink-soft">
            <AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0 text-danger" />
            <p>
              <strong className="font-medium text-ink">Not sent at {formatCampaignSchedule(campaign.scheduleFailure.scheduledFor)}</strong>
              {' — '}
              {campaign.scheduleFailure.reason.replace(/\.$/, '')}. It is a draft again: schedule or send it once this is resolved.
            </p>
          </div>
        ) : null}

        {isUnsent ? null : (
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
              {campaign.scheduledAt ? ` · scheduled for ${formatCampaignSchedule(campaign.scheduledAt)}` : null}
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
            <Button
              size="sm"
              variant={campaign.status === 'draft' ? 'default' : 'subtle'}
              disabled={!isUnsent || sendCampaign.isPending}
              className="flex-1"
            >
              {sendCampaign.isPending || isSending ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : campaign.status === 'sent' ? (
                <CheckCircle2 aria-hidden="true" className="text-success" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {campaign.status === 'sent' ? 'Sent' : isSending ? 'Sending…' : isScheduled ? 'Send now' : 'Send'}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>{isScheduled ? 'Send this campaign now?' : 'Send this campaign?'}</AlertDialogTitle>
            <AlertDialogDescription>
              {campaign.targetAudience === 'all'
                ? `“${campaign.subject}” will be e-mailed to every active user who has not unsubscribed.`
                : `“${campaign.subject}” will be e-mailed to the ${audienceLabel(campaign)} who are active and subscribed.`}{' '}
              {isScheduled && campaign.scheduledAt ? `It goes now instead of ${formatCampaignSchedule(campaign.scheduledAt)}. ` : null}A
              campaign is sent once and cannot be recalled.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={send}>{isScheduled ? 'Send now' : 'Send campaign'}</AlertDialogAction>
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

        {campaign.status === 'draft' ? (
          <Button variant="subtle" size="sm" className="basis-full" onClick={() => setIsScheduling(true)}>
            <CalendarClock aria-hidden="true" />
            Schedule for later
          </Button>
        ) : null}
      </div>
      {isUnsent ? <ScheduleCampaignDialog campaign={campaign} open={isScheduling} onOpenChange={setIsScheduling} /> : null}
    </Card>
  );
}
