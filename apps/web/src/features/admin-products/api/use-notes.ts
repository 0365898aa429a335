import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FragranceNote } from '@aurelle/contract';
import { call } from '@/lib/api-client';

/** The vocabulary of notes, shared with the shop's note filter under the catalog's root key. */
const notesKey = ['catalog', 'notes'] as const;

export function useNotes() {
  return useQuery({ queryKey: notesKey, queryFn: ({ signal }) => call('listNotes', { signal }).then((r) => r.data) });
}

/** POST /admin/notes/add; the new note joins the cached vocabulary. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call('addNote', { body: { name } }).then((r) => r.data),
    onSuccess: (note) =>
      queryClient.setQueryData<FragranceNote[]>(notesKey, (notes = []) =>
        [...notes, note].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
      ),
  });
}
