import { toast } from '@/lib/toast';
import { useController, type Control } from 'react-hook-form';
import type { ParsedProductInput } from '@aurelle/contract';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SelectField } from '@/components/form/select-field';
import { TextareaField, TextField } from '@/components/form/text-field';
import { ImageDropzone } from '@/components/ui/image-dropzone';
import { errorMessage } from '@/lib/api-client';
import type { useUploadProductImage } from '../api/use-upload-product-image';
import { brandOptions, categoryOptions, fragranceTypeOptions, genderOptions, gstRateOptions } from './product-form-options';
import type { ProductFormValues } from './product-form-values';

/** The product form's fields, parsed by the contract's product schema on submit. */
type ProductControl = Control<ProductFormValues, unknown, ParsedProductInput>;

/** The image, uploaded as soon as it is chosen (with progress); the field holds its URL. */
export function ProductImageField({ control, upload }: { control: ProductControl; upload: ReturnType<typeof useUploadProductImage> }) {
  const { field, fieldState } = useController({ control, name: 'image' });
  function uploadImage(file: File) {
    upload.mutate(file, {
      onSuccess: (response) => {
        field.onChange(response.result.url);
        toast.success('Image uploaded successfully');
      },
      onError: (error) => toast.error('Failed to upload image', { description: errorMessage(error, 'Please try another image') }),
    });
  }
  return (
    <ImageDropzone
      label="Product image"
      previewUrl={field.value || null}
      progress={upload.progress}
      isBusy={upload.isPending}
      error={fieldState.error?.message}
      hint={field.value ? 'Uploaded. Drop or choose another image to replace it.' : 'Please upload an image'}
      onFile={uploadImage}
      onReject={(message) => toast.error('Failed to upload image', { description: message })}
    />
  );
}

export function ProductTextFields({ control }: { control: ProductControl }) {
  return (
    <>
      <TextField control={control} name="title" label="Title" maxLength={160} placeholder="e.g. Cedar Regent" />
      <TextareaField
        control={control}
        name="description"
        label="Description"
        maxLength={4000}
        rows={4}
        placeholder="Concentration, notes, how it wears"
      />
    </>
  );
}

/** Category and brand, each with a typed-in value after 'Custom'. */
export function ProductClassFields({ control, category, brand }: { control: ProductControl; category: string; brand: string }) {
  // A product's brand outside the list (typed once as custom) stays choosable.
  const brandChoices: readonly string[] =
    brand && brand !== 'custom' && !(brandOptions as readonly string[]).includes(brand) ? [brand, ...brandOptions] : brandOptions;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <SelectField control={control} name="category" label="Category" placeholder="Select category" options={categoryOptions} />
      <SelectField
        control={control}
        name="brand"
        label="Brand"
        placeholder="Select brand"
        options={[...brandChoices.map((choice) => ({ value: choice, label: choice })), { value: 'custom', label: 'Custom' }]}
      />
      {category === 'custom' && (
        <TextField control={control} name="customCategory" label="Custom category" maxLength={60} placeholder="e.g. Attar" />
      )}
      {brand === 'custom' && (
        <TextField
          control={control}
          name="customBrand"
          label="Custom brand"
          maxLength={80}
          placeholder="House name"
          className={category === 'custom' ? undefined : 'sm:col-start-2'}
        />
      )}
    </div>
  );
}

const amountProps = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

export function ProductPriceFields({ control }: { control: ProductControl }) {
  return (
    <div className="grid gap-6 sm:grid-cols-3">
      <TextField control={control} name="price" label="Price (₹)" {...amountProps} placeholder="14999" />
      <TextField control={control} name="salePrice" label="Sale price (₹)" {...amountProps} placeholder="Optional" />
      <TextField
        control={control}
        name="totalStock"
        label="Total stock"
        type="number"
        inputMode="numeric"
        min={0}
        step="1"
        placeholder="24"
      />
    </div>
  );
}

const featuredOptions = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** Gender (For Car makes a car product), fragrance type and featured. */
export function ProductAttributeFields({ control, gender }: { control: ProductControl; gender: ProductFormValues['gender'] }) {
  return (
    <>
      <RadioGroupField
        control={control}
        name="gender"
        legend="Gender"
        options={genderOptions}
        className="gap-3"
        legendClassName="mb-3"
        groupClassName="flex flex-wrap gap-x-6 gap-y-3"
        description={gender === 'car' ? 'Listed under Car Fragrances (a car product).' : 'For Car marks it as a car fragrance.'}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          control={control}
          name="fragranceType"
          label="Fragrance type"
          placeholder="Select fragrance type"
          options={fragranceTypeOptions}
        />
        <RadioGroupField
          control={control}
          name="isFeatured"
          legend="Featured"
          options={featuredOptions}
          legendClassName="mb-2"
          groupClassName="flex h-11 items-center gap-6"
        />
      </div>
    </>
  );
}

/** GST classification: the HSN code printed on invoices and the rate charged, both snapshot by each order. */
export function ProductTaxFields({ control }: { control: ProductControl }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextField
        control={control}
        name="hsnCode"
        label="HSN code"
        inputMode="numeric"
        maxLength={8}
        placeholder="3303"
        autoComplete="off"
        description="3303 for perfumes and toilet waters."
      />
      <SelectField control={control} name="gstRate" label="GST rate" placeholder="Select GST rate" options={gstRateOptions} />
    </div>
  );
}
