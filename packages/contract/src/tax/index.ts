export * from './indian-states.ts';
export * from './gstin.ts';
export * from './tax-document.ts';
export * from './shop-settings.ts';
export * from './endpoints.ts';
