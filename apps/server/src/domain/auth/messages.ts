export const INACTIVE_ACCOUNT_MESSAGE = 'Your account has been deactivated. Please contact support.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
