import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { FieldMessage, useFieldIds, type FieldLayoutProps } from './field';

export type CheckboxFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed> = Omit<
  FieldLayoutProps,
  'labelAside'
> & {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: TName;
};

/** A checkbox bound to a boolean field, its label beside it, the error or description below. */
export function CheckboxField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed>({
  control,
  name,
  id,
  label,
  description,
  className,
  descriptionClassName,
}: CheckboxFieldProps<TFieldValues, TName, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const ids = useFieldIds(id, error, Boolean(description));
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-center gap-2.5">
        <Checkbox
          ref={field.ref}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          {...ids.controlProps}
        />
        <Label htmlFor={ids.controlId} className="cursor-pointer normal-case tracking-normal text-sm text-ink">
          {label}
        </Label>
      </div>
      <FieldMessage ids={ids} error={error} description={description} descriptionClassName={descriptionClassName} />
    </div>
  );
}
