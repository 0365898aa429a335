export * from './indian-states.ts';
export * from './gstin.ts';
export * from './tax-document.ts';
export * from './shop-settings.ts';
export * from './endpoints.ts';
export * from './gst-values.ts';
export * from './gst-summary.ts';
