export const EXPIRE_COD_CONFIRMATION_JOB = 'cod-confirmation.expire';
