import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoaderCircle, Search, SearchX, X } from 'lucide-react';
import { SHOP_SEARCH_DEBOUNCE_MS, SHOP_SEARCH_MIN_KEYWORD } from '@aurelle/contract';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { isSearchableKeyword, useSearchProducts } from '../api/use-search-products';
import { ProductGrid } from '../components/product-grid';
import { useQuickView } from '../components/quick-view-dialog';
import { useDocumentMeta } from '../lib/use-document-meta';

function SearchState({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-20 text-center" role="status">
      {icon}
      <h2 className="font-display text-3xl sm:text-4xl">{title}</h2>
      <p className="max-w-md text-sm text-stone">{text}</p>
      {children}
    </div>
  );
}

/**
 * /shop/search: searches 1000 ms after the last keystroke once the trimmed keyword has at least
 * 4 characters; the keyword lives in the URL (?keyword=) so results can be shared and revisited.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const urlKeyword = params.get('keyword') ?? '';
  const [input, setInput] = useState(urlKeyword);
  const debounced = useDebouncedValue(input, SHOP_SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  const quickView = useQuickView();

  // The address changed from outside (back button, the header's search): follow it.
  const [followedUrlKeyword, setFollowedUrlKeyword] = useState(urlKeyword);
  if (urlKeyword !== followedUrlKeyword) {
    setFollowedUrlKeyword(urlKeyword);
    if (urlKeyword !== debounced) setInput(urlKeyword);
  }

  useEffect(() => {
    if (debounced === (params.get('keyword') ?? '')) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('keyword', debounced);
    else next.delete('keyword');
    setParams(next, { replace: true });
  }, [debounced, params, setParams]);

  const keyword = urlKeyword.trim();
  const search = useSearchProducts(keyword);
  const isSearchable = isSearchableKeyword(keyword);
  useDocumentMeta({ title: isSearchable ? `Search: ${keyword}` : 'Search' });

  return (
    <div className="mx-auto w-full max-w-[1440px] px-5 pb-24 pt-10 sm:px-10 sm:pt-14">
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <p className="eyebrow font-medium text-gold-deep">Search</p>
        <h1 className="font-display text-5xl font-normal leading-none sm:text-6xl">Find your fragrance</h1>
        <form role="search" className="w-full" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-5 top-1/2 size-5 -translate-y-1/2 text-stone" aria-hidden="true" />
            <input
              id={inputId}
              type="search"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="Search Products..."
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              // The page exists to search; start typing at once.
              autoFocus
              aria-describedby={`${inputId}-hint`}
              className="h-16 w-full border border-line bg-white pl-14 pr-14 font-display text-2xl text-ink placeholder:text-stone/70 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/25 [&::-webkit-search-cancel-button]:hidden"
            />
            {input && (
              <button
                type="button"
                onClick={() => setInput('')}
                className="absolute right-4 top-1/2 flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center text-stone transition hover:text-ink"
                aria-label="Clear search"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
          <p id={`${inputId}-hint`} className="mt-2 text-left text-xs text-stone">
            Search by name, house, note or family — at least {SHOP_SEARCH_MIN_KEYWORD} characters.
          </p>
        </form>
      </header>

      <section aria-label="Search results" className="mt-12">
        {!isSearchable && (
          <SearchState
            icon={<Search className="size-10 text-gold-deep" strokeWidth={1.1} aria-hidden="true" />}
            title="Start Searching"
            text="Type in the search box to find amazing products"
          />
        )}
        {isSearchable && search.isFetching && (
          <SearchState
            icon={<LoaderCircle className="size-10 animate-spin text-gold-deep" strokeWidth={1.1} aria-hidden="true" />}
            title="Searching..."
            text="Finding the best products for you"
          />
        )}
        {isSearchable && !search.isFetching && search.isError && (
          <SearchState
            icon={<SearchX className="size-10 text-gold-deep" strokeWidth={1.1} aria-hidden="true" />}
            title="Search is unavailable"
            text="Something went wrong while searching. Please try again."
          >
            <Button variant="outline" onClick={() => void search.refetch()}>
              Try again
            </Button>
          </SearchState>
        )}
        {isSearchable && !search.isFetching && search.isSuccess && search.data.products.length === 0 && (
          <SearchState
            icon={<SearchX className="size-10 text-gold-deep" strokeWidth={1.1} aria-hidden="true" />}
            title="No results found"
            text="Try different keywords or check the spelling"
          />
        )}
        {isSearchable && !search.isFetching && search.isSuccess && search.data.products.length > 0 && (
          <>
            <div className="mb-8 flex flex-col gap-1 border-b border-line pb-4 text-sm text-stone sm:flex-row sm:items-baseline sm:justify-between">
              <p role="status">
                {search.data.products.length} {search.data.products.length === 1 ? 'result' : 'results'} for{' '}
                <span className="text-ink">“{keyword}”</span>
              </p>
              {search.data.suggestion && (
                <p>
                  Did you mean{' '}
                  <button
                    type="button"
                    onClick={() => setInput(search.data.suggestion ?? '')}
                    className="cursor-pointer font-display text-base italic text-gold-deep underline decoration-gold/40 underline-offset-4 transition hover:text-ink"
                  >
                    {search.data.suggestion}
                  </button>
                  ?
                </p>
              )}
            </div>
            <ProductGrid
              products={search.data.products}
              onQuickView={quickView.open}
              openingId={quickView.openingId}
              label="Search results"
            />
          </>
        )}
      </section>
      {quickView.dialog}
    </div>
  );
}
