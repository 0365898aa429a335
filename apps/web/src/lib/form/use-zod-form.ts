import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A form's values as its fields hold them (the schema's input) and as the submit handler gets them (its output). */
export type ZodFormReturn<TSchema extends z.ZodType<unknown, FieldValues>> = UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;

/**
 * react-hook-form checked by a zod schema, usually the contract's schema for the request (`.pick`/`.extend` where the
 * screen differs). Errors show after the first submit, then follow each change of the field (react-hook-form's
 * default `onSubmit` mode); the submit handler receives the schema's parsed output.
 */
export function useZodForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): ZodFormReturn<TSchema> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
}
