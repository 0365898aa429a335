/** Settings the journeys share with the app server playwright.config.ts starts. */

/** Signs the WhatsApp webhook deliveries the journeys post as Meta would (e2e/cod-confirmation.spec.ts). */
export const E2E_WHATSAPP_APP_SECRET = 'e2e-whatsapp-app-secret';
