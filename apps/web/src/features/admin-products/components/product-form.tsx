import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { fragranceTypeValues, genderValues, productCategoryInputSchema, type ParsedProductInput } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUploadProductImage } from '../api/use-upload-product-image';
import { brandOptions, categoryOptions, fragranceTypeOptions, genderOptions } from './product-form-options';
import { canSubmitProduct, parseProductForm, type FieldErrors, type FieldName, type ProductFormValues } from './product-form-values';

function Field({
  label,
  htmlFor,
  error,
  errorId,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The add/edit product form: every field, custom brand and category
 * inputs, car ⇒ isCarProduct (the server derives it from gender), featured Yes/No, and an image
 * uploaded as soon as it is chosen, with progress.
 */
export function ProductForm({
  initialValues,
  isEditing,
  isSaving,
  onSubmit,
  onCancel,
}: {
  initialValues: ProductFormValues;
  isEditing: boolean;
  isSaving: boolean;
  onSubmit: (body: ParsedProductInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadProductImage();
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const a11y = (name: FieldName) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

  function set<K extends FieldName>(name: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function uploadImage(file: File) {
    upload.mutate(file, {
      onSuccess: (response) => {
        set('image', response.result.url);
        toast.success('Image uploaded successfully');
      },
      onError: (error) => toast.error('Failed to upload image', { description: errorMessage(error, 'Please try another image') }),
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.image) {
      setErrors((current) => ({ ...current, image: 'Please upload an image' }));
      toast.error('Please upload an image');
      return;
    }
    const parsed = parseProductForm(values, isEditing ? initialValues.totalStock : undefined);
    if (!parsed.success) {
      setErrors(parsed.errors);
      return;
    }
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      // The server's per-field messages land beside their fields.
      if (error instanceof ApiRequestError && error.fieldErrors) {
        const next: FieldErrors = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in values && messages[0]) next[field as FieldName] = messages[0];
        }
        setErrors(next);
      }
    }
  }

  const brandChoices: readonly string[] =
    values.brand && values.brand !== 'custom' && !(brandOptions as readonly string[]).includes(values.brand)
      ? [values.brand, ...brandOptions]
      : brandOptions;
  const isSubmittable = canSubmitProduct(values, isEditing) && !upload.isPending && !isSaving;
  const isKnownCategory = productCategoryInputSchema.safeParse(values.category).success;

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-6 px-6 py-6 sm:px-8">
        <ImageDropzone
          label="Product image"
          previewUrl={values.image || null}
          progress={upload.progress}
          isBusy={upload.isPending}
          error={errors.image}
          hint={values.image ? 'Uploaded. Drop or choose another image to replace it.' : 'Please upload an image'}
          onFile={uploadImage}
          onReject={(message) => toast.error('Failed to upload image', { description: message })}
        />

        <Field label="Title" htmlFor={fieldId('title')} error={errors.title} errorId={errorId('title')}>
          <Input
            {...a11y('title')}
            value={values.title}
            maxLength={160}
            onChange={(e) => set('title', e.target.value)}
            placeholder="e.g. Cedar Regent"
          />
        </Field>

        <Field label="Description" htmlFor={fieldId('description')} error={errors.description} errorId={errorId('description')}>
          <Textarea
            {...a11y('description')}
            value={values.description}
            maxLength={4000}
            rows={4}
            onChange={(e) => set('description', e.target.value)}
            placeholder="Concentration, notes, how it wears"
          />
        </Field>

        <div className="grid gap-6 sm:grid-cols-2">
          <Field label="Category" htmlFor={fieldId('category')} error={errors.category} errorId={errorId('category')}>
            <Select value={isKnownCategory ? values.category : ''} onValueChange={(value) => set('category', value)}>
              <SelectTrigger {...a11y('category')}>
                <SelectValue placeholder="Select category" />
              </SelectTrigger>
              <SelectContent>
                {categoryOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field label="Brand" htmlFor={fieldId('brand')} error={errors.brand} errorId={errorId('brand')}>
            <Select value={values.brand} onValueChange={(value) => set('brand', value)}>
              <SelectTrigger {...a11y('brand')}>
                <SelectValue placeholder="Select brand" />
              </SelectTrigger>
              <SelectContent>
                {brandChoices.map((brand) => (
                  <SelectItem key={brand} value={brand}>
                    {brand}
                  </SelectItem>
                ))}
                <SelectItem value="custom">Custom</SelectItem>
              </SelectContent>
            </Select>
          </Field>
          {values.category === 'custom' && (
            <Field
              label="Custom category"
              htmlFor={fieldId('customCategory')}
              error={errors.customCategory}
              errorId={errorId('customCategory')}
            >
              <Input
                {...a11y('customCategory')}
                value={values.customCategory}
                maxLength={60}
                onChange={(e) => set('customCategory', e.target.value)}
                placeholder="e.g. Attar"
              />
            </Field>
          )}
          {values.brand === 'custom' && (
            <Field
              label="Custom brand"
              htmlFor={fieldId('customBrand')}
              error={errors.customBrand}
              errorId={errorId('customBrand')}
              className={values.category === 'custom' ? undefined : 'sm:col-start-2'}
            >
              <Input
                {...a11y('customBrand')}
                value={values.customBrand}
                maxLength={80}
                onChange={(e) => set('customBrand', e.target.value)}
                placeholder="House name"
              />
            </Field>
          )}
        </div>

        <div className="grid gap-6 sm:grid-cols-3">
          <Field label="Price (₹)" htmlFor={fieldId('price')} error={errors.price} errorId={errorId('price')}>
            <Input
              {...a11y('price')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
              placeholder="14999"
            />
          </Field>
          <Field label="Sale price (₹)" htmlFor={fieldId('salePrice')} error={errors.salePrice} errorId={errorId('salePrice')}>
            <Input
              {...a11y('salePrice')}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={values.salePrice}
              onChange={(e) => set('salePrice', e.target.value)}
              placeholder="Optional"
            />
          </Field>
          <Field label="Total stock" htmlFor={fieldId('totalStock')} error={errors.totalStock} errorId={errorId('totalStock')}>
            <Input
              {...a11y('totalStock')}
              type="number"
              inputMode="numeric"
              min={0}
              step="1"
              value={values.totalStock}
              onChange={(e) => set('totalStock', e.target.value)}
              placeholder="24"
            />
          </Field>
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">Gender</legend>
          <RadioGroup
            value={values.gender}
            onValueChange={(value) => {
              const gender = genderValues.find((g) => g === value);
              if (gender) set('gender', gender);
            }}
            className="flex flex-wrap gap-x-6 gap-y-3"
          >
            {genderOptions.map((option) => (
              <label key={option.value} className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
                <RadioGroupItem value={option.value} />
                {option.label}
              </label>
            ))}
          </RadioGroup>
          <p className="text-xs text-stone">
            {values.gender === 'car' ? 'Listed under Car Fragrances (a car product).' : 'For Car marks it as a car fragrance.'}
          </p>
        </fieldset>

        <div className="grid gap-6 sm:grid-cols-2">
          <Field label="Fragrance type" htmlFor={fieldId('fragranceType')} error={errors.fragranceType} errorId={errorId('fragranceType')}>
            <Select
              value={values.fragranceType}
              onValueChange={(value) => {
                const type = fragranceTypeValues.find((t) => t === value);
                if (type) set('fragranceType', type);
              }}
            >
              <SelectTrigger {...a11y('fragranceType')}>
                <SelectValue placeholder="Select fragrance type" />
              </SelectTrigger>
              <SelectContent>
                {fragranceTypeOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">Featured</legend>
            <RadioGroup
              value={values.isFeatured}
              onValueChange={(value) => set('isFeatured', value === 'true' ? 'true' : 'false')}
              className="flex h-11 items-center gap-6"
            >
              <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
                <RadioGroupItem value="true" />
                Yes
              </label>
              <label className="flex cursor-pointer items-center gap-2.5 text-sm text-ink">
                <RadioGroupItem value="false" />
                No
              </label>
            </RadioGroup>
          </fieldset>
        </div>
      </div>

      <div className="sticky bottom-0 flex gap-3 border-t border-line bg-ivory px-6 py-4 sm:px-8">
        <Button type="button" variant="subtle" onClick={onCancel} className="flex-1">
          Cancel
        </Button>
        <Button type="submit" disabled={!isSubmittable} className="flex-[2]">
          {isSaving ? 'Saving...' : isEditing ? 'Save Changes' : 'Add Product'}
        </Button>
      </div>
    </form>
  );
}
