import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Eye, Loader2, PenLine } from 'lucide-react';
import { CAMPAIGN_CREATED_MESSAGE, PREVIEW_UNAVAILABLE_MESSAGE, templateTypeValues, type TemplateType } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useCampaignPreview } from '../api/use-campaign-preview';
import { useCreateCampaign } from '../api/use-create-campaign';
import {
  emptyDraft,
  fromServerErrors,
  previewState,
  templateTypeLabels,
  validateDraft,
  type CampaignDraft,
  type DraftErrors,
  type TemplateSection,
} from './campaign-draft';
import { UserPicker } from './user-picker';

const templateHints: Record<TemplateType, string> = {
  welcome: 'A warm first letter to new members.',
  promotion: 'A limited offer on one fragrance.',
  newsletter: 'News from the house, with an optional image.',
  custom: 'Your own words, sent as written.',
};

/** 'New Campaign' modal: Compose and Preview tabs. */
export function CampaignDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl p-0 sm:p-0">
        {/* Mounted only while open, so every new campaign starts from an empty draft. */}
        {open ? <CampaignComposer onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CampaignComposer({ onDone }: { onDone: () => void }) {
  const [draft, setDraft] = useState<CampaignDraft>(emptyDraft);
  const [tab, setTab] = useState<'compose' | 'preview'>('compose');
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const createCampaign = useCreateCampaign();
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, focus goes to the first field to fix (once React has marked it invalid).
  const focusFirstInvalidField = () =>
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  // Errors appear after the first attempt, then follow every keystroke.
  const validation = validateDraft(draft);
  const errors: DraftErrors = hasTriedSubmit ? { ...serverErrors, ...(validation.errors ?? {}) } : {};

  const update = (patch: Partial<CampaignDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };
  const updateSection = <S extends TemplateSection>(section: S, patch: Partial<CampaignDraft[S]>) => {
    setDraft((current) => ({ ...current, [section]: { ...current[section], ...patch } }));
    setServerErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (!validation.request) {
      setTab('compose');
      focusFirstInvalidField();
      return;
    }
    createCampaign.mutate(validation.request, {
      onSuccess: (response) => {
        toast.success(response.message ?? CAMPAIGN_CREATED_MESSAGE);
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) setServerErrors(fromServerErrors(error.fieldErrors, draft.templateType));
        setTab('compose');
        focusFirstInvalidField();
        toast.error(errorMessage(error, 'Failed to create campaign'));
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex max-h-[90vh] flex-col">
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value === 'preview' ? 'preview' : 'compose')}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="border-b border-line bg-ivory/60 px-6 pt-6 sm:px-9 sm:pt-8">
          <p className="eyebrow text-gold-deep">Email campaign</p>
          <DialogTitle className="mt-1 text-3xl">New Campaign</DialogTitle>
          <DialogDescription className="mt-1 max-sm:sr-only">
            Compose a letter, preview it exactly as it will arrive, then save it as a draft.
          </DialogDescription>
          <TabsList aria-label="Campaign editor" className="mt-5 border-b-0">
            <TabsTrigger value="compose">
              <PenLine aria-hidden="true" className="mr-2 inline size-3.5" />
              Compose
            </TabsTrigger>
            <TabsTrigger value="preview">
              <Eye aria-hidden="true" className="mr-2 inline size-3.5" />
              Preview
            </TabsTrigger>
          </TabsList>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-6 sm:px-9 sm:py-8">
          <TabsContent value="compose" className="pt-0">
            <ComposeFields draft={draft} errors={errors} update={update} updateSection={updateSection} />
          </TabsContent>
          <TabsContent value="preview" className="pt-0">
            <PreviewPanel draft={draft} />
          </TabsContent>
        </div>
      </Tabs>

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line bg-white px-6 py-4 sm:px-9">
        {hasTriedSubmit && validation.errors ? (
          <p className="w-full text-xs text-danger sm:mr-auto sm:w-auto" role="status">
            Please complete the highlighted fields.
          </p>
        ) : null}
        <Button variant="subtle" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={createCampaign.isPending}>
          {createCampaign.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Create Campaign
        </Button>
      </div>
    </form>
  );
}

function ComposeFields({
  draft,
  errors,
  update,
  updateSection,
}: {
  draft: CampaignDraft;
  errors: DraftErrors;
  update: (patch: Partial<CampaignDraft>) => void;
  updateSection: <S extends TemplateSection>(section: S, patch: Partial<CampaignDraft[S]>) => void;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Field id="campaign-template-type" label="Template type" error={errors.templateType}>
          {(props) => (
            <Select value={draft.templateType} onValueChange={(value) => update({ templateType: value as TemplateType })}>
              <SelectTrigger {...props}>
                <SelectValue placeholder="Choose a template" />
              </SelectTrigger>
              <SelectContent>
                {templateTypeValues.map((type) => (
                  <SelectItem key={type} value={type}>
                    {templateTypeLabels[type]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field id="campaign-subject" label="Subject" error={errors.subject}>
          {(props) => (
            <Input
              {...props}
              value={draft.subject}
              onChange={(event) => update({ subject: event.target.value })}
              placeholder="A new chapter in oud"
              maxLength={200}
            />
          )}
        </Field>
      </div>
      {draft.templateType ? <p className="-mt-3 text-xs text-stone">{templateHints[draft.templateType]}</p> : null}

      {draft.templateType === 'welcome' ? (
        <div className="grid gap-5">
          <Field id="campaign-welcome-user-name" label="User name" error={errors['welcome.userName']}>
            {(props) => (
              <Input
                {...props}
                value={draft.welcome.userName}
                onChange={(event) => updateSection('welcome', { userName: event.target.value })}
                placeholder="Dear friend"
              />
            )}
          </Field>
          <Field id="campaign-welcome-message" label="Welcome message" error={errors['welcome.welcomeMessage']}>
            {(props) => (
              <Textarea
                {...props}
                rows={5}
                value={draft.welcome.welcomeMessage}
                onChange={(event) => updateSection('welcome', { welcomeMessage: event.target.value })}
              />
            )}
          </Field>
        </div>
      ) : null}

      {draft.templateType === 'promotion' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="campaign-promotion-title" label="Promotion title" error={errors['promotion.promotionTitle']}>
            {(props) => (
              <Input
                {...props}
                value={draft.promotion.promotionTitle}
                onChange={(event) => updateSection('promotion', { promotionTitle: event.target.value })}
              />
            )}
          </Field>
          <Field id="campaign-promotion-product" label="Product name" error={errors['promotion.productName']}>
            {(props) => (
              <Input
                {...props}
                value={draft.promotion.productName}
                onChange={(event) => updateSection('promotion', { productName: event.target.value })}
              />
            )}
          </Field>
          <Field id="campaign-promotion-discount" label="Discount (%)" error={errors['promotion.discount']}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                value={draft.promotion.discount}
                onChange={(event) => updateSection('promotion', { discount: event.target.value })}
              />
            )}
          </Field>
          <Field id="campaign-promotion-end-date" label="End date" error={errors['promotion.endDate']}>
            {(props) => (
              <Input
                {...props}
                type="date"
                value={draft.promotion.endDate}
                onChange={(event) => updateSection('promotion', { endDate: event.target.value })}
              />
            )}
          </Field>
        </div>
      ) : null}

      {draft.templateType === 'newsletter' ? (
        <div className="grid gap-5">
          <Field id="campaign-newsletter-title" label="Title" error={errors['newsletter.title']}>
            {(props) => (
              <Input
                {...props}
                value={draft.newsletter.title}
                onChange={(event) => updateSection('newsletter', { title: event.target.value })}
              />
            )}
          </Field>
          <Field id="campaign-newsletter-content" label="Content" error={errors['newsletter.content']}>
            {(props) => (
              <Textarea
                {...props}
                rows={6}
                value={draft.newsletter.content}
                onChange={(event) => updateSection('newsletter', { content: event.target.value })}
              />
            )}
          </Field>
          <Field id="campaign-newsletter-image" label="Image URL (optional)" error={errors['newsletter.imageUrl']}>
            {(props) => (
              <Input
                {...props}
                type="url"
                value={draft.newsletter.imageUrl}
                onChange={(event) => updateSection('newsletter', { imageUrl: event.target.value })}
                placeholder="https://"
              />
            )}
          </Field>
        </div>
      ) : null}

      {draft.templateType === 'custom' ? (
        <Field id="campaign-custom-content" label="Content" error={errors.content}>
          {(props) => <Textarea {...props} rows={8} value={draft.content} onChange={(event) => update({ content: event.target.value })} />}
        </Field>
      ) : null}

      <fieldset className="flex flex-col gap-3 border-t border-line pt-6">
        <legend className="float-left mb-3 w-full text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">Target audience</legend>
        <RadioGroup
          value={draft.targetAudience}
          onValueChange={(value) => update({ targetAudience: value === 'selected' ? 'selected' : 'all' })}
          className="flex flex-wrap gap-x-8 gap-y-3"
          aria-label="Target audience"
        >
          <label className="flex cursor-pointer items-center gap-2.5 text-sm">
            <RadioGroupItem value="all" />
            All users
          </label>
          <label className="flex cursor-pointer items-center gap-2.5 text-sm">
            <RadioGroupItem value="selected" />
            Selected users
          </label>
        </RadioGroup>
        <FieldError id="campaign-audience-error" message={errors.targetAudience} />
        {draft.targetAudience === 'selected' ? (
          <>
            <UserPicker
              selected={draft.selectedUsers}
              onChange={(selectedUsers) => update({ selectedUsers })}
              invalid={Boolean(errors.selectedUsers)}
              describedBy={errors.selectedUsers ? 'campaign-users-error' : undefined}
            />
            <FieldError id="campaign-users-error" message={errors.selectedUsers} />
          </>
        ) : null}
      </fieldset>
    </div>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its error line wired for screen readers. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function PreviewPanel({ draft }: { draft: CampaignDraft }) {
  const state = previewState(draft);
  const previewQuery = useCampaignPreview(state.kind === 'ready' ? state.request : null);

  if (state.kind === 'no-type')
    return <PreviewNote title="Choose a template first">The preview appears once a template type is chosen.</PreviewNote>;
  if (state.kind === 'custom') {
    return <PreviewNote title={PREVIEW_UNAVAILABLE_MESSAGE}>A custom campaign is sent exactly as you write it in Compose.</PreviewNote>;
  }
  if (state.kind === 'incomplete') {
    return (
      <PreviewNote title="A few details are missing">
        <ul className="mt-2 list-inside list-disc text-left">
          {Object.values(state.errors).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </PreviewNote>
    );
  }
  if (previewQuery.isError) {
    return <PreviewNote title="Preview unavailable">{errorMessage(previewQuery.error, 'The preview could not be rendered.')}</PreviewNote>;
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-stone">
        Subject: <span className="text-ink">{draft.subject || '—'}</span>
      </p>
      {previewQuery.data === undefined ? <Skeleton className="h-[28rem] w-full" /> : <MailFrame html={previewQuery.data} />}
    </div>
  );
}

/** Mail layouts are 600 px wide; on a narrow screen the whole letter is scaled down to fit rather than cropped. */
const MAIL_WIDTH_PX = 600;
const MAIL_HEIGHT_PX = 720;

function MailFrame({ html }: { html: string }) {
  const [containerWidth, setContainerWidth] = useState<number | null>(null);
  const observe = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setContainerWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = containerWidth && containerWidth < MAIL_WIDTH_PX ? containerWidth / MAIL_WIDTH_PX : 1;
  return (
    <div ref={observe} className="w-full overflow-hidden border border-line bg-ivory" style={{ height: MAIL_HEIGHT_PX * scale }}>
      {/* sandbox="": no scripts, no same-origin access, no navigation — the letter is looked at, never run. */}
      <iframe
        title="Email preview"
        sandbox=""
        srcDoc={html}
        className="origin-top-left bg-white"
        style={{ width: scale < 1 ? MAIL_WIDTH_PX : '100%', height: MAIL_HEIGHT_PX, transform: scale < 1 ? `scale(${scale})` : undefined }}
      />
    </div>
  );
}

function PreviewNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 border border-dashed border-line bg-ivory/40 px-6 py-14 text-center">
      <p className="font-display text-2xl">{title}</p>
      <div className="max-w-md text-sm text-stone">{children}</div>
    </div>
  );
}
