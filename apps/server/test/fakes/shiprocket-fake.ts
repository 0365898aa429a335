import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A local stand-in for Shiprocket's REST API (https://apiv2.shiprocket.in/v1/external), answering the documented
 * request and answer shapes: login, adhoc orders (and their lookup by our id), serviceability, AWB, pickup, label,
 * manifest and NDR actions, plus the label and manifest PDFs themselves. It records every call and can fail a chosen
 * step once (a 422 with Shiprocket's message), expire the token once (a 401) and answer one order creation too late.
 * Used by the API tests and the browser journey.
 */

export type FakeStep = 'create' | 'serviceability' | 'awb' | 'pickup' | 'label' | 'manifest' | 'ndr';

export interface FakeCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

interface FakeOrder {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  body: Record<string, unknown>;
  awb: string | null;
  courierName: string | null;
}

export interface FakeCourier {
  id: number;
  name: string;
  rate: number;
  etd: string;
  days: number;
}

export const FAKE_COURIERS: FakeCourier[] = [
  { id: 10, name: 'Delhivery Surface', rate: 92.5, etd: 'Dec 04, 2030', days: 4 },
  { id: 24, name: 'Xpressbees Surface', rate: 78, etd: 'Dec 05, 2030', days: 5 },
  { id: 1, name: 'Blue Dart Air', rate: 145, etd: 'Dec 02, 2030', days: 2 },
];
export const FAKE_RECOMMENDED_COURIER = 10;
export const FAKE_EMAIL = 'api-user@aurelle.example';
export const FAKE_PASSWORD = 'api-user-password';
/** A PIN code no courier serves. */
export const UNSERVED_PIN = '799999';

export class ShiprocketFake {
  readonly calls: FakeCall[] = [];
  /** The order-creation calls that created an order. */
  readonly created: FakeCall[] = [];
  readonly orders = new Map<string, FakeOrder>();
  logins = 0;
  private server: Server | undefined;
  private nextId = 1000;
  private validTokens = new Set<string>();
  private failures = new Map<FakeStep, string>();
  private expireOnce = false;
  private lateCreateMs = 0;
  url = '';

  /** Listens on 127.0.0.1, on a free port unless given one (the browser journeys' server is told it in advance). */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      void this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: String(error) }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, '127.0.0.1', resolve);
    });
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next call of this step answers 422 with this message, once. */
  failOnce(step: FakeStep, message: string): void {
    this.failures.set(step, message);
  }

  /** The current token stops working (as after ten days): the next call answers 401. */
  expireToken(): void {
    this.expireOnce = true;
  }

  /** The next order is created, but its answer comes after this delay (longer than the client waits). */
  answerCreateLate(delayMs: number): void {
    this.lateCreateMs = delayMs;
  }

  callsTo(path: string): FakeCall[] {
    return this.calls.filter((call) => call.path.split('?')[0] === path);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const raw = await readBody(request);
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    const path = url.pathname.replace(/\/$/, '');
    this.calls.push({ method: request.method ?? 'GET', path: `${path}${url.search}`, authorization: request.headers.authorization, body });
    const send = (status: number, answer: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };

    if (path.startsWith('/files/')) return this.sendPdf(response, path.slice('/files/'.length));
    if (path === '/auth/login' && request.method === 'POST') {
      const { email, password } = (body ?? {}) as { email?: string; password?: string };
      if (email !== FAKE_EMAIL || password !== FAKE_PASSWORD) return send(400, { message: 'Invalid email and password combination' });
      this.logins += 1;
      const token = `token-${this.logins}`;
      this.validTokens.add(token);
      return send(200, { token, email, first_name: 'API', last_name: 'User' });
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (this.expireOnce) {
      this.expireOnce = false;
      this.validTokens.clear();
    }
    if (!this.validTokens.has(token)) return send(401, { message: 'Token has expired', status_code: 401 });

    const step = stepOf(request.method ?? 'GET', path);
    const failure = step ? this.failures.get(step) : undefined;
    if (step && failure) {
      this.failures.delete(step);
      return send(422, { message: failure, status_code: 422 });
    }
    const input = (body ?? {}) as Record<string, unknown>;
    switch (step) {
      case 'create': {
        const channelOrderId = String(input.order_id);
        const order: FakeOrder = {
          id: this.nextId++,
          channelOrderId,
          shipmentId: this.nextId++,
          body: input,
          awb: null,
          courierName: null,
        };
        this.orders.set(channelOrderId, order);
        this.created.push(this.calls[this.calls.length - 1] as FakeCall);
        if (this.lateCreateMs > 0) {
          const delay = this.lateCreateMs;
          this.lateCreateMs = 0;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
        return send(200, {
          order_id: order.id,
          shipment_id: order.shipmentId,
          status: 'NEW',
          status_code: 1,
          awb_code: '',
          courier_name: '',
        });
      }
      case 'serviceability': {
        const pin =
          url.searchParams.get('delivery_postcode') ?? this.orderById(Number(url.searchParams.get('order_id')))?.body.billing_pincode;
        if (pin === UNSERVED_PIN) return send(404, { message: 'No courier serviceable for this pincode', status: 404 });
        return send(200, {
          status: 200,
          currency: 'INR',
          data: {
            available_courier_companies: FAKE_COURIERS.map((courier) => ({
              courier_company_id: courier.id,
              courier_name: courier.name,
              rate: courier.rate,
              etd: courier.etd,
              estimated_delivery_days: String(courier.days),
            })),
            recommended_courier_company_id: FAKE_RECOMMENDED_COURIER,
          },
        });
      }
      case 'awb': {
        const order = this.orderByShipment(Number(input.shipment_id));
        const courier = FAKE_COURIERS.find((candidate) => candidate.id === Number(input.courier_id));
        if (!order || !courier) return send(422, { message: 'Invalid shipment or courier', status_code: 422 });
        if (order.awb) return send(200, { awb_assign_status: 0, response: { data: { awb_assign_error: 'AWB is already assigned' } } });
        order.awb = `SR${order.shipmentId}${courier.id}`;
        order.courierName = courier.name;
        return send(200, {
          awb_assign_status: 1,
          response: {
            data: { awb_code: order.awb, courier_company_id: courier.id, courier_name: courier.name, shipment_id: order.shipmentId },
          },
        });
      }
      case 'pickup':
        return send(200, { pickup_status: 1, response: { pickup_scheduled_date: '2030-12-01 10:00:00', status: 3 } });
      case 'label': {
        const ids = (input.shipment_id as unknown[]).map(Number);
        return send(200, { label_created: 1, label_url: `${this.url}/files/label-${ids.join('-')}.pdf`, not_created: [] });
      }
      case 'manifest': {
        const ids = (input.shipment_id as unknown[]).map(Number);
        return send(200, { status: 1, manifest_url: `${this.url}/files/manifest-${ids.join('-')}.pdf` });
      }
      case 'ndr':
        return send(200, { message: 'Action taken successfully' });
      default:
        break;
    }
    if (path === '/orders' && request.method === 'GET') {
      const search = url.searchParams.get('search') ?? '';
      const found = [...this.orders.values()].filter((order) => order.channelOrderId.includes(search));
      return send(200, {
        data: found.map((order) => ({
          id: order.id,
          channel_order_id: order.channelOrderId,
          status: order.awb ? 'READY TO SHIP' : 'NEW',
          shipments: [{ id: order.shipmentId, awb: order.awb ?? '', courier: order.courierName ?? '' }],
        })),
        meta: { pagination: { total: found.length } },
      });
    }
    send(404, { message: `No route ${request.method} ${path}`, status_code: 404 });
  }

  private orderById(id: number): FakeOrder | undefined {
    return [...this.orders.values()].find((order) => order.id === id);
  }

  private orderByShipment(shipmentId: number): FakeOrder | undefined {
    return [...this.orders.values()].find((order) => order.shipmentId === shipmentId);
  }

  private async sendPdf(response: ServerResponse, name: string): Promise<void> {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage([288, 432]).drawText(`Shiprocket ${name.replace(/\.pdf$/, '')}`, { x: 20, y: 400, size: 12, font });
    const bytes = await document.save();
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end(Buffer.from(bytes));
  }
}

export interface FakeScan {
  /** India's time without an offset, as Shiprocket writes it: '2030-12-01 18:10:52'. */
  date: string;
  activity: string;
  location?: string;
}

/**
 * A tracking update as Shiprocket's webhook posts it (its documented fields): the parcel's AWB, its status by id and
 * name, and the courier's scans so far.
 */
export function shiprocketTrackingUpdate(update: { awb: string; statusId: number; status: string; scans?: FakeScan[] }): string {
  const latest = update.scans?.at(-1)?.date ?? '2030-12-01 10:00:00';
  return JSON.stringify({
    awb: update.awb,
    current_status: update.status,
    current_status_id: update.statusId,
    shipment_status: update.status,
    shipment_status_id: update.statusId,
    current_timestamp: latest,
    etd: '2030-12-06 15:40:19',
    is_return: 0,
    scans: (update.scans ?? []).map((scan) => ({
      ...scan,
      status: 'X',
      'sr-status': String(update.statusId),
      'sr-status-label': update.status,
    })),
  });
}

/** Posts a tracking update to the shop's webhook as Shiprocket does: JSON, the shop's token in `x-api-key`. */
export async function postShiprocketTracking(webhookUrl: string, token: string, body: string): Promise<Response> {
  return fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': token }, body });
}

function stepOf(method: string, path: string): FakeStep | undefined {
  if (method === 'POST' && path === '/orders/create/adhoc') return 'create';
  if (method === 'GET' && path === '/courier/serviceability') return 'serviceability';
  if (method === 'POST' && path === '/courier/assign/awb') return 'awb';
  if (method === 'POST' && path === '/courier/generate/pickup') return 'pickup';
  if (method === 'POST' && path === '/courier/generate/label') return 'label';
  if (method === 'POST' && path === '/manifests/generate') return 'manifest';
  if (method === 'POST' && /^\/ndr\/[^/]+\/action$/.test(path)) return 'ndr';
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
