import { useController, type Control } from 'react-hook-form';
import { templateTypeValues, type CreateCampaignRequest, type TemplateType } from '@aurelle/contract';
import { FormFieldset } from '@/components/form/field';
import { SelectField } from '@/components/form/select-field';
import { TextareaField, TextField } from '@/components/form/text-field';
import { FieldError } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useCampaignCoupons } from '../api/use-campaign-coupons';
import { NO_COUPON_CODE, templateTypeLabels, type CampaignDraft } from './campaign-draft';
import { UserPicker } from './user-picker';

/** The compose form's fields, checked by `campaignDraftSchema`. */
type CampaignControl = Control<CampaignDraft, unknown, CreateCampaignRequest>;

const templateHints: Record<TemplateType, string> = {
  welcome: 'A warm first letter to new members.',
  promotion: 'A limited offer on one fragrance.',
  newsletter: 'News from the house, with an optional image.',
  custom: 'Your own words, sent as written.',
};

const templateTypeOptions = templateTypeValues.map((type) => ({ value: type, label: templateTypeLabels[type] }));

/** The Compose tab: template type and subject, the chosen template's fields, and the audience. */
export function ComposeFields({ control, draft }: { control: CampaignControl; draft: CampaignDraft }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <SelectField
          control={control}
          name="templateType"
          id="campaign-template-type"
          label="Template type"
          placeholder="Choose a template"
          options={templateTypeOptions}
          className="gap-1.5"
        />
        <TextField
          control={control}
          name="subject"
          id="campaign-subject"
          label="Subject"
          placeholder="A new chapter in oud"
          maxLength={200}
          className="gap-1.5"
        />
      </div>
      {draft.templateType ? <p className="-mt-3 text-xs text-stone">{templateHints[draft.templateType]}</p> : null}
      <TemplateFields control={control} templateType={draft.templateType} />
      <AudienceFields control={control} targetAudience={draft.targetAudience} />
    </div>
  );
}

/** Only the chosen template's fields; the others keep what was typed in them. */
function TemplateFields({ control, templateType }: { control: CampaignControl; templateType: CampaignDraft['templateType'] }) {
  const field = { control, className: 'gap-1.5' };
  switch (templateType) {
    case 'welcome':
      return (
        <div className="grid gap-5">
          <TextField {...field} name="welcome.userName" id="campaign-welcome-user-name" label="User name" placeholder="Dear friend" />
          <TextareaField {...field} name="welcome.welcomeMessage" id="campaign-welcome-message" label="Welcome message" rows={5} />
        </div>
      );
    case 'promotion':
      return (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field} name="promotion.promotionTitle" id="campaign-promotion-title" label="Promotion title" />
          <TextField {...field} name="promotion.productName" id="campaign-promotion-product" label="Product name" />
          <TextField
            {...field}
            name="promotion.discount"
            id="campaign-promotion-discount"
            label="Discount (%)"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
          />
          <TextField {...field} name="promotion.endDate" id="campaign-promotion-end-date" label="End date" type="date" />
          <CouponCodeField control={control} />
        </div>
      );
    case 'newsletter':
      return (
        <div className="grid gap-5">
          <TextField {...field} name="newsletter.title" id="campaign-newsletter-title" label="Title" />
          <TextareaField {...field} name="newsletter.content" id="campaign-newsletter-content" label="Content" rows={6} />
          <TextField
            {...field}
            name="newsletter.imageUrl"
            id="campaign-newsletter-image"
            label="Image URL (optional)"
            type="url"
            placeholder="https://"
          />
        </div>
      );
    case 'custom':
      return <TextareaField {...field} name="content" id="campaign-custom-content" label="Content" rows={8} />;
    default:
      return null;
  }
}

/** A code from the Promotions page: the e-mail shows it and its button opens the shop with it applied. */
function CouponCodeField({ control }: { control: CampaignControl }) {
  const coupons = useCampaignCoupons();
  const options = [
    { value: NO_COUPON_CODE, label: 'No code' },
    ...(coupons.data ?? []).map((coupon) => ({
      value: coupon.code,
      label: coupon.description ? `${coupon.code} · ${coupon.description}` : coupon.code,
    })),
  ];
  return (
    <SelectField
      control={control}
      name="promotion.couponCode"
      id="campaign-promotion-code"
      label="Coupon code (optional)"
      placeholder={coupons.isPending ? 'Loading codes…' : 'No code'}
      options={options}
      className="gap-1.5 sm:col-span-2"
    />
  );
}

function AudienceFields({ control, targetAudience }: { control: CampaignControl; targetAudience: CampaignDraft['targetAudience'] }) {
  return (
    <FormFieldset
      control={control}
      name="targetAudience"
      legend="Target audience"
      className="gap-3 border-t border-line pt-6"
      legendClassName="float-left mb-3 w-full"
      render={({ field, invalid, legendId }) => (
        <RadioGroup
          ref={field.ref}
          value={field.value}
          onValueChange={(value) => field.onChange(value === 'selected' ? 'selected' : 'all')}
          className="flex flex-wrap gap-x-8 gap-y-3"
          aria-labelledby={legendId}
          aria-invalid={invalid || undefined}
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
      )}
    >
      {targetAudience === 'selected' ? <SelectedUsersField control={control} /> : null}
    </FormFieldset>
  );
}

/** The users of a 'selected' audience; the picker's search box is its labelled control. */
function SelectedUsersField({ control }: { control: CampaignControl }) {
  const { field, fieldState } = useController({ control, name: 'selectedUsers' });
  const error = fieldState.error?.message;
  return (
    <>
      <UserPicker
        selected={field.value}
        onChange={field.onChange}
        invalid={Boolean(error)}
        describedBy={error ? 'campaign-users-error' : undefined}
      />
      <FieldError id="campaign-users-error" message={error} />
    </>
  );
}
