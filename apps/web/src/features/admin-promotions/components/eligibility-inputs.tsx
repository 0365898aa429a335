import { useId, useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import type { FieldControlProps } from '@/components/form/field';
import type { CouponProductOption } from '../api/use-coupon-products';
import { splitNames } from './coupon-form-values';

/**
 * Brands or categories as chips: typed (or pasted as a comma list) and added with Enter, a comma or Add, with the
 * catalog's own names suggested. Matched without regard to case by the server.
 */
export function NamesInput({
  value,
  onChange,
  onBlur,
  suggestions,
  noun,
  placeholder,
  controlProps,
  disabled,
}: {
  value: readonly string[];
  onChange: (names: string[]) => void;
  onBlur: () => void;
  suggestions: readonly string[];
  /** "brand", "category": how the chips' buttons are named. */
  noun: string;
  placeholder: string;
  controlProps: FieldControlProps;
  disabled?: boolean;
}) {
  const [text, setText] = useState('');
  const listId = useId();
  const add = () => {
    const next = splitNames(text, value);
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  const unused = suggestions.filter((name) => !value.some((chosen) => chosen.toLowerCase() === name.toLowerCase()));
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex gap-2">
        <Input
          {...controlProps}
          list={listId}
          value={text}
          disabled={disabled}
          autoComplete="off"
          placeholder={placeholder}
          onChange={(event) => {
            // A pasted or typed comma closes a name.
            if (event.target.value.includes(',')) {
              onChange(splitNames(event.target.value, value));
              setText('');
            } else {
              setText(event.target.value);
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          onBlur={() => {
            add();
            onBlur();
          }}
        />
        <Button type="button" variant="subtle" className="shrink-0" onClick={add} disabled={disabled || text.trim() === ''}>
          Add
        </Button>
      </div>
      <datalist id={listId}>
        {unused.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${noun === 'category' ? 'categories' : `${noun}s`}`}>
          {value.map((name) => (
            <li key={name} className="flex items-center gap-1 border border-gold/40 bg-ivory py-1 pl-3 pr-1 text-xs text-ink">
              {name}
              <button
                type="button"
                className="flex size-6 cursor-pointer items-center justify-center text-stone transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
                aria-label={`Remove ${noun} ${name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((chosen) => chosen !== name))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Products by title: a searchable list of checkboxes, the chosen ones first. */
export function ProductPicker({
  value,
  onChange,
  products,
  isLoading,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  products: readonly CouponProductOption[] | undefined;
  isLoading: boolean;
}) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    const matching = (products ?? []).filter((product) => words === '' || product.title.toLowerCase().includes(words));
    return [...matching.filter((product) => chosen.has(product.id)), ...matching.filter((product) => !chosen.has(product.id))];
  }, [products, search, chosen]);

  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex items-center gap-3">
        <SearchField
          id={searchId}
          label="Search products by title"
          className="flex-1"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title…"
        />
        {value.length > 0 ? (
          <Button type="button" variant="ghost" size="sm" className="shrink-0" onClick={() => onChange([])}>
            Clear {value.length}
          </Button>
        ) : null}
      </div>
      <div className="max-h-56 overflow-y-auto border border-line bg-white">
        {isLoading ? (
          <div className="flex flex-col gap-3 p-4" aria-busy="true">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        ) : shown.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-stone">{search ? 'No product has this in its title' : 'No products yet'}</p>
        ) : (
          <ul className="divide-y divide-line/70">
            {shown.map((product) => {
              const id = `${searchId}-${product.id}`;
              return (
                <li key={product.id} className="flex items-center gap-3 px-4 py-2.5">
                  <Checkbox
                    id={id}
                    checked={chosen.has(product.id)}
                    onCheckedChange={(checked) =>
                      onChange(checked === true ? [...value, product.id] : value.filter((productId) => productId !== product.id))
                    }
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate text-sm text-ink">
                    {product.title}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
