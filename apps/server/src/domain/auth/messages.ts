export const INACTIVE_ACCOUNT_MESSAGE = 'Your account has been deactivated. Please contact support.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** The session check's answer to a token that is invalid, expired or revoked (the original shop's text). */
export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';

export const SESSION_NOT_FOUND_MESSAGE = 'That session has already ended';
