import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField, type FieldLayoutProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed> = FieldLayoutProps & {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: TName;
  options: readonly SelectOption[];
  placeholder: string;
};

/**
 * The shop's Radix select bound to a field. A value that is not among the options (none chosen yet, a retired
 * category) shows the placeholder. The trigger is named by the label only, not by the chosen value.
 */
export function SelectField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>({
  options,
  placeholder,
  ...fieldProps
}: SelectFieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormField
      {...fieldProps}
      render={({ field, controlProps, labelId }) => {
        const value: unknown = field.value;
        const isOption = typeof value === 'string' && options.some((option) => option.value === value);
        return (
          <Select value={isOption ? value : ''} onValueChange={field.onChange} disabled={field.disabled}>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur} aria-labelledby={labelId} {...controlProps}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        );
      }}
    />
  );
}
