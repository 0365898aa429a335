import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Eye, Loader2, PenLine } from 'lucide-react';
import { CAMPAIGN_CREATED_MESSAGE, type CreateCampaignRequest } from '@aurelle/contract';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { useZodForm } from '@/lib/form/use-zod-form';
import { useCreateCampaign } from '../api/use-create-campaign';
import { ComposeFields } from './campaign-compose-fields';
import { campaignDraftSchema, draftFieldName, emptyDraft, validateDraft } from './campaign-draft';
import { PreviewPanel } from './campaign-preview';

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
  const [tab, setTab] = useState<'compose' | 'preview'>('compose');
  const createCampaign = useCreateCampaign();
  // The focus after a refused submit is placed below, once the Compose tab shows the invalid fields.
  const form = useZodForm(campaignDraftSchema, { defaultValues: emptyDraft, shouldFocusError: false });
  const draft = form.watch();
  const { isSubmitted } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, focus goes to the first field to fix (once React has marked it invalid).
  const focusFirstInvalidField = () =>
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  // Errors appear after the first attempt, then follow every change of any field: a new template type shows its
  // fields' messages at once, and a change clears what the server refused.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const showCompose = () => {
    setTab('compose');
    focusFirstInvalidField();
  };

  const submit = (request: CreateCampaignRequest) => {
    createCampaign.mutate(request, {
      onSuccess: (response) => {
        toast.success(response.message ?? CAMPAIGN_CREATED_MESSAGE);
        onDone();
      },
      onError: (error) => {
        const message = applyServerErrors(form, error, 'Failed to create campaign', {
          fieldName: (path) => draftFieldName(path, form.getValues('templateType')),
          shouldFocus: false,
        });
        showCompose();
        toast.error(message);
      },
    });
  };

  return (
    <Form ref={formRef} form={form} onSubmit={submit} onInvalid={showCompose} className="flex max-h-[90vh] flex-col">
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
            <ComposeFields control={form.control} draft={draft} />
          </TabsContent>
          <TabsContent value="preview" className="pt-0">
            <PreviewPanel draft={draft} />
          </TabsContent>
        </div>
      </Tabs>

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line bg-white px-6 py-4 sm:px-9">
        {isSubmitted && validateDraft(draft).errors ? (
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
    </Form>
  );
}
