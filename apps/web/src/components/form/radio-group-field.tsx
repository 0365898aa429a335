import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { FormFieldset, type FormFieldsetProps } from './field';

export type RadioGroupFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed> = Omit<
  FormFieldsetProps<TFieldValues, TName, TTransformed>,
  'render'
> & {
  options: readonly { value: string; label: ReactNode }[];
  /** Classes of the radio group (its layout). */
  groupClassName?: string;
  /** Classes of each option's label. */
  optionClassName?: string;
};

/** Radios under a legend (which also names the radio group), bound to a field. */
export function RadioGroupField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>({
  options,
  groupClassName,
  optionClassName = 'flex cursor-pointer items-center gap-2.5 text-sm text-ink',
  ...fieldsetProps
}: RadioGroupFieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormFieldset
      {...fieldsetProps}
      render={({ field, invalid, legendId }) => (
        <RadioGroup
          ref={field.ref}
          aria-labelledby={legendId}
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={field.onChange}
          disabled={field.disabled}
          aria-invalid={invalid || undefined}
          className={groupClassName}
        >
          {options.map((option) => (
            <label key={option.value} className={optionClassName}>
              <RadioGroupItem value={option.value} onBlur={field.onBlur} />
              {option.label}
            </label>
          ))}
        </RadioGroup>
      )}
    />
  );
}
