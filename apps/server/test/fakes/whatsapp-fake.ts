import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WhatsAppFakeRequest {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: Array<{
        type: string;
        sub_type?: string;
        index?: string;
        parameters: Array<{ type: string; text?: string; payload?: string }>;
      }>;
    };
  };
}

/**
 * A local stand-in for the WhatsApp Business Cloud API's messages endpoint: answers as Meta documents it
 * (`{ messaging_product, contacts, messages: [{ id }] }`, or `{ error: { message, type, code } }`), records every
 * request, and can be told to fail the next few sends.
 */
export class WhatsAppFake {
  readonly requests: WhatsAppFakeRequest[] = [];
  private failures = 0;
  private sequence = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void readBody(request).then((raw) => {
        const body = JSON.parse(raw) as WhatsAppFakeRequest['body'];
        this.requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
        response.setHeader('content-type', 'application/json');
        if (this.failures > 0) {
          this.failures -= 1;
          response.statusCode = 500;
          response.end(
            JSON.stringify({ error: { message: 'Service temporarily unavailable', type: 'OAuthException', code: 2, fbtrace_id: 'Afake' } }),
          );
          return;
        }
        this.sequence += 1;
        response.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: `wamid.fake${String(this.sequence).padStart(6, '0')}` }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v21.0`;
  }

  failNext(count: number): void {
    this.failures = count;
  }

  sentTo(phone: string): WhatsAppFakeRequest[] {
    return this.requests.filter((request) => request.body.to === phone);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
