import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '@aurelle/contract';
import { call, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const emailPreferencesKey = ['account', 'email-preferences'] as const;

/** GET /api/shop/account/email-preferences — news and offers, cart reminders. */
export function useEmailPreferences() {
  return useQuery({
    queryKey: emailPreferencesKey,
    queryFn: async ({ signal }) => (await call('getEmailPreferences', { signal })).preferences,
  });
}

/** PUT one choice; the switch moves at once and moves back if the server refuses. */
export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<EmailPreferences>) => call('updateEmailPreferences', { body: changes }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: emailPreferencesKey });
      const before = queryClient.getQueryData<EmailPreferences>(emailPreferencesKey);
      if (before) queryClient.setQueryData<EmailPreferences>(emailPreferencesKey, { ...before, ...changes });
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(emailPreferencesKey, answer.preferences);
      toast.success(answer.message);
    },
    onError: (error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(emailPreferencesKey, context.before);
      toast.error(errorMessage(error, 'Your preferences could not be saved'));
    },
  });
}
