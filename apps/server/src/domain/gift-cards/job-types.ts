/** Background jobs of gift cards (durable queue in PostgreSQL, docs/decisions/003-job-queue-in-postgres.md). */
export const DELIVER_GIFT_CARD_JOB = 'gift-cards.deliver';
/** A delivery retries for a while (the mail server may be down); the sealed code waits meanwhile. */
export const DELIVER_GIFT_CARD_MAX_ATTEMPTS = 10;
