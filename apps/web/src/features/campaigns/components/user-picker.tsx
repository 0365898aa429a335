import { useState } from 'react';
import { Check, Loader2, Plus, X } from 'lucide-react';
import { USER_SEARCH_DEBOUNCE_MS } from '@aurelle/contract';

import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCampaignUsers, type CampaignUser } from '../api/use-campaign-users';

/** Searchable picker for a 'selected' audience: chosen users become chips, search results toggle in and out. */
export function UserPicker({
  selected,
  onChange,
  invalid,
  describedBy,
}: {
  selected: CampaignUser[];
  onChange: (users: CampaignUser[]) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const [term, setTerm] = useState('');
  const searchTerm = useDebouncedValue(term.trim(), USER_SEARCH_DEBOUNCE_MS);
  const usersQuery = useCampaignUsers(searchTerm, true);
  const selectedIds = new Set(selected.map((user) => user._id));

  const toggle = (user: CampaignUser) =>
    onChange(selectedIds.has(user._id) ? selected.filter((chosen) => chosen._id !== user._id) : [...selected, user]);

  return (
    <div className={cn('flex flex-col gap-3 border bg-ivory/40 p-4', invalid ? 'border-danger' : 'border-line')}>
      {selected.length > 0 ? (
        <ul aria-label="Selected users" className="flex flex-wrap gap-2">
          {selected.map((user) => (
            <li key={user._id} className="flex items-center gap-1.5 border border-gold/40 bg-white py-1 pl-3 pr-1 text-xs">
              <span className="max-w-48 truncate" title={user.email}>
                {user.name}
              </span>
              <button
                type="button"
                onClick={() => toggle(user)}
                className="cursor-pointer p-0.5 text-stone transition hover:text-ink"
                aria-label={`Remove ${user.name}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-stone">No users chosen yet.</p>
      )}

      <SearchField
        id="campaign-user-search"
        label="Search users to add"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search by name or email..."
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        trailing={
          usersQuery.isFetching ? (
            <Loader2 aria-hidden="true" className="absolute right-3.5 top-1/2 size-4 -translate-y-1/2 animate-spin text-stone" />
          ) : null
        }
      />

      <div className="max-h-56 overflow-y-auto border border-line bg-white">
        {usersQuery.isPending ? (
          <div className="flex flex-col gap-2 p-3" aria-busy="true" aria-label="Loading users">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : usersQuery.isError ? (
          <p role="alert" className="p-4 text-sm text-danger">
            {errorMessage(usersQuery.error, 'Users could not be loaded')}
          </p>
        ) : usersQuery.data.length === 0 ? (
          <p className="p-4 text-sm text-stone">No users found</p>
        ) : (
          <ul aria-label="Users" className="divide-y divide-line/70">
            {usersQuery.data.map((user) => {
              const isChosen = selectedIds.has(user._id);
              return (
                <li key={user._id}>
                  <button
                    type="button"
                    aria-pressed={isChosen}
                    onClick={() => toggle(user)}
                    className={cn(
                      'flex w-full cursor-pointer items-center gap-3 px-3.5 py-2.5 text-left transition-colors hover:bg-ivory',
                      isChosen && 'bg-gold-soft/40',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm">{user.name}</span>
                      <span className="block truncate text-xs text-stone">{user.email}</span>
                    </span>
                    <span
                      className={cn(
                        'flex size-6 shrink-0 items-center justify-center border',
                        isChosen ? 'border-ink bg-ink text-ivory' : 'border-line text-stone',
                      )}
                      aria-hidden="true"
                    >
                      {isChosen ? <Check className="size-3.5" /> : <Plus className="size-3.5" />}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
