export * from './users.ts';
export * from './catalog.ts';
export * from './commerce.ts';
export * from './jobs.ts';
export * from './campaigns.ts';
export * from './tax.ts';
export * from './after-sales.ts';
export * from './audit.ts';
