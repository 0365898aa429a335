/** A campaign's templates as plain values (the admin's picker needs no schema to list them). */
export const templateTypeValues = ['welcome', 'promotion', 'newsletter', 'custom'] as const;
