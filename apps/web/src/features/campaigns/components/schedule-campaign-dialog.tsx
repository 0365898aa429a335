import { useMemo, useState } from 'react';
import { CalendarClock, Loader2 } from 'lucide-react';
import { z } from 'zod';
import { formatCampaignSchedule, type Campaign } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useScheduleCampaign } from '../api/use-schedule-campaign';
import { initialScheduleFields, istLastSchedulableDay, istToday, scheduledAtOf, type ScheduleFields } from './schedule-form';

// The fields must be filled in; how far ahead the time may be is the server's rule (its message shows on the time).
const scheduleFieldsSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'Choose a time'),
});

/** "Schedule" / "Reschedule": a date and a time in India (IST), then the campaign goes by itself. */
export function ScheduleCampaignDialog({
  campaign,
  open,
  onOpenChange,
}: {
  campaign: Campaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {/* Mounted only while open, so the fields start again from the campaign's current time. */}
        {open ? <ScheduleForm campaign={campaign} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const isMove = campaign.status === 'scheduled';
  const now = useMemo(() => new Date(), []);
  const scheduleCampaign = useScheduleCampaign();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(scheduleFieldsSchema, { defaultValues: initialScheduleFields(campaign.scheduledAt ?? null, now) });
  const fields = form.watch();
  const isComplete = scheduleFieldsSchema.safeParse(fields).success;

  const submit = (values: ScheduleFields) => {
    setProblem(null);
    scheduleCampaign.mutate(
      { campaignId: campaign._id, scheduledAt: scheduledAtOf(values) },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The time's own refusals (too soon, too far, after a promotion's end) go under the time field.
          const message = applyServerErrors(form, error, 'The campaign could not be scheduled', {
            fieldName: (path) => (path === 'scheduledAt' ? 'time' : undefined),
          });
          const isFieldRefusal = form.getFieldState('time').error !== undefined;
          setProblem(isFieldRefusal ? null : message);
        },
      },
    );
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 pr-6">
        <p className="eyebrow text-gold-deep">Email campaign</p>
        <DialogTitle className="text-3xl">{isMove ? 'Reschedule campaign' : 'Schedule campaign'}</DialogTitle>
        <DialogDescription>
          “{campaign.subject}” will be sent by itself at this time, India time (IST). Until then you can change the time or cancel.
        </DialogDescription>
      </div>

      <div className="grid gap-4 sm:grid-cols-[1.4fr_1fr]">
        <TextField control={form.control} name="date" label="Date" type="date" min={istToday(now)} max={istLastSchedulableDay(now)} />
        <TextField control={form.control} name="time" label="Time (IST)" type="time" step={60} />
      </div>

      <p className="flex items-center gap-2 border-l-2 border-gold bg-gold-soft/40 px-3 py-2.5 text-sm text-ink-soft" aria-live="polite">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-gold-deep" />
        {isComplete ? (
          <span>
            Sends <strong className="font-medium text-ink">{formatCampaignSchedule(scheduledAtOf(fields))}</strong>
          </span>
        ) : (
          <span>Choose a date and a time.</span>
        )}
      </p>

      {problem ? (
        <p role="alert" className="border-l-2 border-danger bg-rose-50 px-3 py-2.5 text-sm text-danger">
          {problem}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="subtle" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={scheduleCampaign.isPending}>
          {scheduleCampaign.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <CalendarClock aria-hidden="true" />}
          {isMove ? 'Save new time' : 'Schedule'}
        </Button>
      </div>
    </Form>
  );
}
