import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { useController, type Control } from 'react-hook-form';
import {
  accordValues,
  concentrationLabels,
  concentrationValues,
  longevityLabels,
  noteTierLabels,
  noteTierValues,
  normaliseNoteName,
  seasonValues,
  sillageLabels,
  timeOfDayValues,
  type NoteTier,
  type ParsedProductInput,
} from '@aurelle/contract';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useAddNote, useNotes } from '../api/use-notes';
import { NOT_GIVEN, type ProductFormValues } from './product-form-values';

type ProductControl = Control<ProductFormValues, unknown, ParsedProductInput>;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
// Radix selects take no empty value: 'none' clears the field (the form sends it as blank).
const concentrationOptions = [
  { value: NOT_GIVEN, label: 'Not given' },
  ...concentrationValues.map((value) => ({ value, label: concentrationLabels[value] })),
];
const scaleOptions = (words: readonly string[]) => [
  { value: NOT_GIVEN, label: 'Not given' },
  ...words.map((word, index) => ({ value: String(index + 1), label: `${index + 1} · ${word}` })),
];

/** One tier of the pyramid: notes picked from the vocabulary (typed with suggestions), or added to it. */
function NoteTierField({ control, tier }: { control: ProductControl; tier: NoteTier }) {
  const { field, fieldState } = useController({ control, name: `notes.${tier}` });
  const notes = useNotes();
  const addNote = useAddNote();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const listId = useId();
  const errorId = useId();
  const chosen: string[] = field.value;
  const typed = normaliseNoteName(draft);
  const known = notes.data?.find((note) => note.name.toLowerCase() === typed.toLowerCase());

  function pick(name: string) {
    if (!chosen.includes(name)) field.onChange([...chosen, name]);
    setDraft('');
  }
  function addTyped() {
    if (typed.length < 2) return;
    if (known) return pick(known.name);
    addNote.mutate(typed, {
      onSuccess: (note) => {
        toast.success(`${note.name} was added to the notes`);
        pick(note.name);
      },
      onError: (error) => toast.error('Could not add the note', { description: errorMessage(error, 'Please try again') }),
    });
  }
  const error = fieldState.error?.message;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>{noteTierLabels[tier]}</Label>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${noteTierLabels[tier]} chosen`}>
          {chosen.map((name) => (
            <li key={name} className="flex items-center gap-1 border border-line bg-white py-0.5 pl-2.5 pr-1 text-sm">
              {name}
              <button
                type="button"
                className="rounded p-0.5 text-stone hover:text-danger"
                aria-label={`Remove ${name} from ${noteTierLabels[tier].toLowerCase()}`}
                onClick={() => field.onChange(chosen.filter((note) => note !== name))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          id={inputId}
          list={listId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addTyped();
            }
          }}
          placeholder="Type a note, e.g. Saffron"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          className="h-11 min-w-0 flex-1 border border-line bg-white px-3.5 text-[0.95rem] outline-none transition-colors placeholder:text-stone/70 focus-visible:border-gold"
        />
        <datalist id={listId}>
          {(notes.data ?? []).map((note) => (
            <option key={note.id} value={note.name} />
          ))}
        </datalist>
        <Button type="button" variant="outline" disabled={typed.length < 2 || addNote.isPending} onClick={addTyped}>
          <Plus aria-hidden="true" />
          {typed.length >= 2 && !known && notes.data ? 'New note' : 'Add'}
          <span className="sr-only"> to {noteTierLabels[tier].toLowerCase()}</span>
        </Button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A set of words to switch on and off (accords, seasons, hours), as pressed buttons. */
function ToggleGroupField<TName extends 'accords' | 'seasons' | 'timesOfDay'>({
  control,
  name,
  legend,
  options,
}: {
  control: ProductControl;
  name: TName;
  legend: string;
  options: readonly ProductFormValues[TName][number][];
}) {
  const { field, fieldState } = useController({ control, name });
  const chosen: readonly string[] = field.value;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const isOn = chosen.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isOn}
              onClick={() => field.onChange(isOn ? chosen.filter((value) => value !== option) : [...chosen, option])}
              className={cn(
                'border px-3 py-1 text-xs uppercase tracking-[0.12em] transition-colors',
                isOn ? 'border-ink bg-ink text-ivory' : 'border-line bg-white text-ink-soft hover:border-ink/60',
              )}
            >
              {capitalise(option)}
            </button>
          );
        })}
      </div>
      <FieldError message={fieldState.error?.message} />
    </fieldset>
  );
}

/** What the perfume is: concentration, pyramid, accords, wear, seasons, hours and provenance. */
export function ProductPerfumeFields({ control }: { control: ProductControl }) {
  return (
    <section aria-labelledby="perfume-heading" className="flex flex-col gap-6 border-t border-line pt-6">
      <h3 id="perfume-heading" className="font-display text-xl">
        The perfume
      </h3>
      <SelectField control={control} name="concentration" label="Concentration" placeholder="Not given" options={concentrationOptions} />
      <div className="grid gap-5">
        {noteTierValues.map((tier) => (
          <NoteTierField key={tier} control={control} tier={tier} />
        ))}
      </div>
      <ToggleGroupField control={control} name="accords" legend="Main accords" options={accordValues} />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField control={control} name="longevity" label="Longevity" placeholder="Not given" options={scaleOptions(longevityLabels)} />
        <SelectField control={control} name="sillage" label="Sillage" placeholder="Not given" options={scaleOptions(sillageLabels)} />
      </div>
      <ToggleGroupField control={control} name="seasons" legend="Seasons" options={seasonValues} />
      <ToggleGroupField control={control} name="timesOfDay" legend="Time of day" options={timeOfDayValues} />
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField control={control} name="perfumer" label="Perfumer" maxLength={80} placeholder="Optional" />
        <TextField control={control} name="launchYear" label="Launch year" type="number" inputMode="numeric" placeholder="2024" />
        <TextField control={control} name="countryOfOrigin" label="Country of origin" maxLength={60} placeholder="India" />
      </div>
    </section>
  );
}
