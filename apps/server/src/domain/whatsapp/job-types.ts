export const SEND_WHATSAPP_JOB = 'whatsapp.send';
/** Tries of one message (backoff between them is the queue's); then it is marked failed and the order goes on. */
export const WHATSAPP_MAX_ATTEMPTS = 5;
