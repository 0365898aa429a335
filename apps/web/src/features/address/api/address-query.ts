/** The address list's cache key, shared by the list query and the mutations that change it. */
export const addressQueryKeys = {
  all: ['shop', 'addresses'] as const,
};
