import { z } from 'zod';

/**
 * Shiprocket's REST API (https://apiv2.shiprocket.in/v1/external): a token from `POST /auth/login` (valid ten days)
 * goes as a Bearer token on every call; a 401 means it expired, and the client logs in again once and repeats the
 * call. Answers are parsed with zod; a refusal becomes a `ShiprocketError` carrying Shiprocket's own message, which the
 * back office shows. Shiprocket has no sandbox and no idempotency key: callers make retries safe (decision 098).
 */

export interface ShiprocketClientOptions {
  email: string;
  password: string;
  apiUrl: string;
  /** Each call's time limit; a call cut off may still have been done by Shiprocket. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class ShiprocketError extends Error {
  /** No answer came in time: Shiprocket may have done what was asked. */
  readonly isTimeout: boolean;
  readonly status: number | undefined;
  constructor(message: string, options: { status?: number; isTimeout?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ShiprocketError';
    this.status = options.status;
    this.isTimeout = options.isTimeout ?? false;
  }
}

export interface ShiprocketOrderItem {
  name: string;
  sku: string;
  units: number;
  /** Rupees. */
  sellingPrice: number;
}

export interface ShiprocketOrderInput {
  /** Our order id: Shiprocket's "channel order id", by which a retry finds it again. */
  orderId: string;
  /** India's time, "YYYY-MM-DD HH:mm". */
  orderDate: string;
  pickupLocation: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  address: { line1: string; line2: string; city: string; state: string; pinCode: string };
  items: ShiprocketOrderItem[];
  paymentMethod: 'COD' | 'Prepaid';
  /** Rupees: for cash on delivery, what the courier collects. */
  subTotal: number;
  parcel: { weightKg: number; lengthCm: number; breadthCm: number; heightCm: number };
}

export interface ShiprocketOrderRef {
  providerOrderId: string;
  providerShipmentId: string;
}

export interface FoundShiprocketOrder extends ShiprocketOrderRef {
  awb: string | null;
  courierName: string | null;
}

export interface CourierQuote {
  courierId: number;
  name: string;
  /** Rupees. */
  rate: number;
  /** YYYY-MM-DD, or null. */
  estimatedDelivery: string | null;
  estimatedDays: number | null;
}

export interface Serviceability {
  couriers: CourierQuote[];
  recommendedCourierId: number | null;
}

export type ServiceabilityQuery =
  { providerOrderId: string } | { pickupPostcode: string; deliveryPostcode: string; weightKg: number; isCod: boolean };

export interface AssignedAwb {
  awb: string;
  courierId: number;
  courierName: string;
}

/** What the shipping use cases need from Shiprocket; tests point the real client at a local fake. */
export interface ShiprocketApi {
  readonly pickupLocation: string;
  createOrder(input: ShiprocketOrderInput): Promise<ShiprocketOrderRef>;
  findOrder(orderId: string): Promise<FoundShiprocketOrder | null>;
  serviceability(query: ServiceabilityQuery): Promise<Serviceability>;
  assignAwb(input: { providerShipmentId: string; courierId: number }): Promise<AssignedAwb>;
  requestPickup(providerShipmentId: string): Promise<void>;
  generateLabel(providerShipmentId: string): Promise<string>;
  generateManifest(providerShipmentId: string): Promise<string>;
  ndrAction(input: { awb: string; action: 're-attempt' | 'return'; comments: string }): Promise<void>;
  download(url: string): Promise<Buffer>;
}

// ---- Answers as Shiprocket sends them (only what is read) ----

const idText = z.union([z.string(), z.number()]).transform((value) => String(value));
const optionalIdText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || value === '' ? null : String(value)));
const numeric = z.union([z.number(), z.string()]).transform((value) => Number(value));

const loginAnswer = z.object({ token: z.string().min(1) });
const createOrderAnswer = z.object({ order_id: idText, shipment_id: idText });
const orderListAnswer = z.object({
  data: z
    .array(
      z.object({
        id: idText,
        channel_order_id: idText,
        shipments: z
          .array(z.object({ id: idText, awb: optionalIdText, courier: z.string().nullable().optional() }))
          .optional()
          .default([]),
      }),
    )
    .optional()
    .default([]),
});
const courierCompany = z.object({
  courier_company_id: numeric,
  courier_name: z.string(),
  rate: numeric,
  etd: z.string().nullable().optional(),
  estimated_delivery_days: z.union([z.string(), z.number(), z.null()]).optional(),
});
const serviceabilityAnswer = z.object({
  data: z
    .object({
      available_courier_companies: z.array(courierCompany).optional().default([]),
      recommended_courier_company_id: numeric.nullable().optional(),
    })
    .optional(),
  recommended_courier_company_id: numeric.nullable().optional(),
});
const assignAwbAnswer = z.object({
  awb_assign_status: numeric.optional(),
  response: z
    .object({
      data: z
        .object({
          awb_code: optionalIdText,
          courier_company_id: numeric.optional(),
          courier_name: z.string().optional(),
          awb_assign_error: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  message: z.string().optional(),
});
const pickupAnswer = z.object({ pickup_status: numeric.optional(), message: z.string().optional() });
const labelAnswer = z.object({
  label_created: numeric.optional(),
  label_url: z.string().nullable().optional(),
  response: z.unknown().optional(),
});
const manifestAnswer = z.object({
  status: numeric.optional(),
  manifest_url: z.string().nullable().optional(),
  message: z.string().optional(),
});

/** Shiprocket's message in a refusal: `message`, and the first field error of `errors` when it names one. */
function messageOf(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const parts: string[] = [];
  if (typeof message === 'string' && message.trim()) parts.push(message.trim());
  if (typeof errors === 'object' && errors !== null) {
    for (const detail of Object.values(errors as Record<string, unknown>)) {
      const first = Array.isArray(detail) ? detail[0] : detail;
      if (typeof first === 'string' && !parts.includes(first)) parts.push(first);
    }
  }
  return parts.length > 0 ? parts.join(': ') : fallback;
}

/** Shiprocket's dates ("Jun 12, 2026", "2026-06-12 15:40:19") as YYYY-MM-DD; null when unreadable. */
export function shiprocketDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (iso?.[1]) return iso[1];
  const parsed = Date.parse(`${value} 12:00 UTC`);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString().slice(0, 10);
}

export class ShiprocketClient implements ShiprocketApi {
  readonly pickupLocation: string;
  private token: string | undefined;
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;

  constructor(private readonly options: ShiprocketClientOptions & { pickupLocation: string }) {
    this.pickupLocation = options.pickupLocation;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.baseUrl = options.apiUrl.replace(/\/$/, '');
  }

  async createOrder(input: ShiprocketOrderInput): Promise<ShiprocketOrderRef> {
    const answer = await this.call('POST', '/orders/create/adhoc', createOrderAnswer, {
      order_id: input.orderId,
      order_date: input.orderDate,
      pickup_location: input.pickupLocation,
      billing_customer_name: input.customer.firstName,
      billing_last_name: input.customer.lastName,
      billing_address: input.address.line1,
      billing_address_2: input.address.line2,
      billing_city: input.address.city,
      billing_pincode: input.address.pinCode,
      billing_state: input.address.state,
      billing_country: 'India',
      billing_email: input.customer.email,
      billing_phone: input.customer.phone,
      shipping_is_billing: true,
      order_items: input.items.map((item) => ({ name: item.name, sku: item.sku, units: item.units, selling_price: item.sellingPrice })),
      payment_method: input.paymentMethod,
      sub_total: input.subTotal,
      weight: input.parcel.weightKg,
      length: input.parcel.lengthCm,
      breadth: input.parcel.breadthCm,
      height: input.parcel.heightCm,
    });
    return { providerOrderId: answer.order_id, providerShipmentId: answer.shipment_id };
  }

  /** The Shiprocket order made for our order, if any: how a retry after a timeout avoids creating a second one. */
  async findOrder(orderId: string): Promise<FoundShiprocketOrder | null> {
    const answer = await this.call('GET', `/orders?search=${encodeURIComponent(orderId)}`, orderListAnswer);
    const found = answer.data.find((order) => order.channel_order_id === orderId);
    const shipment = found?.shipments[0];
    if (!found || !shipment) return null;
    return { providerOrderId: found.id, providerShipmentId: shipment.id, awb: shipment.awb, courierName: shipment.courier ?? null };
  }

  async serviceability(query: ServiceabilityQuery): Promise<Serviceability> {
    const search =
      'providerOrderId' in query
        ? `order_id=${encodeURIComponent(query.providerOrderId)}`
        : `pickup_postcode=${query.pickupPostcode}&delivery_postcode=${query.deliveryPostcode}&weight=${query.weightKg}&cod=${query.isCod ? 1 : 0}`;
    const answer = await this.call('GET', `/courier/serviceability/?${search}`, serviceabilityAnswer);
    const couriers = (answer.data?.available_courier_companies ?? []).map((company) => {
      const days =
        company.estimated_delivery_days === null || company.estimated_delivery_days === undefined
          ? NaN
          : Number(company.estimated_delivery_days);
      return {
        courierId: company.courier_company_id,
        name: company.courier_name,
        rate: Math.round(company.rate * 100) / 100,
        estimatedDelivery: shiprocketDay(company.etd),
        estimatedDays: Number.isInteger(days) ? days : null,
      };
    });
    const recommended = answer.data?.recommended_courier_company_id ?? answer.recommended_courier_company_id ?? null;
    return { couriers, recommendedCourierId: recommended };
  }

  async assignAwb(input: { providerShipmentId: string; courierId: number }): Promise<AssignedAwb> {
    const answer = await this.call('POST', '/courier/assign/awb', assignAwbAnswer, {
      shipment_id: input.providerShipmentId,
      courier_id: input.courierId,
    });
    const data = answer.response?.data;
    if (Number(answer.awb_assign_status) !== 1 || !data?.awb_code) {
      throw new ShiprocketError(data?.awb_assign_error ?? answer.message ?? 'Shiprocket did not assign an AWB');
    }
    return { awb: data.awb_code, courierId: data.courier_company_id ?? input.courierId, courierName: data.courier_name ?? '' };
  }

  async requestPickup(providerShipmentId: string): Promise<void> {
    const answer = await this.call('POST', '/courier/generate/pickup', pickupAnswer, { shipment_id: [providerShipmentId] });
    if (answer.pickup_status !== undefined && Number(answer.pickup_status) !== 1) {
      throw new ShiprocketError(answer.message ?? 'Shiprocket did not schedule the pickup');
    }
  }

  async generateLabel(providerShipmentId: string): Promise<string> {
    const answer = await this.call('POST', '/courier/generate/label', labelAnswer, { shipment_id: [providerShipmentId] });
    if (!answer.label_url) {
      throw new ShiprocketError(typeof answer.response === 'string' ? answer.response : 'Shiprocket did not make the label');
    }
    return answer.label_url;
  }

  async generateManifest(providerShipmentId: string): Promise<string> {
    const answer = await this.call('POST', '/manifests/generate', manifestAnswer, { shipment_id: [providerShipmentId] });
    if (!answer.manifest_url) throw new ShiprocketError(answer.message ?? 'Shiprocket did not make the manifest');
    return answer.manifest_url;
  }

  async ndrAction(input: { awb: string; action: 're-attempt' | 'return'; comments: string }): Promise<void> {
    await this.call('POST', `/ndr/${encodeURIComponent(input.awb)}/action`, z.unknown(), {
      action: input.action,
      comments: input.comments,
    });
  }

  /** A label or manifest PDF, from the address Shiprocket gave (its storage, not its API: no token). */
  async download(url: string): Promise<Buffer> {
    const response = await this.send(url, { method: 'GET' });
    if (!response.ok)
      throw new ShiprocketError(`The document could not be downloaded (HTTP ${response.status})`, { status: response.status });
    return Buffer.from(await response.arrayBuffer());
  }

  private async login(): Promise<string> {
    const response = await this.send(`${this.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: this.options.email, password: this.options.password }),
    });
    const body = await readJson(response);
    if (!response.ok)
      throw new ShiprocketError(messageOf(body, `Shiprocket refused the login (HTTP ${response.status})`), { status: response.status });
    const parsed = loginAnswer.safeParse(body);
    if (!parsed.success) throw new ShiprocketError('Shiprocket answered the login without a token');
    this.token = parsed.data.token;
    return this.token;
  }

  /** One API call with the cached token; on a 401 the token expired: log in again, once, and repeat it. */
  private async call<T extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: T, body?: unknown): Promise<z.output<T>> {
    let response = await this.authorized(method, path, this.token ?? (await this.login()), body);
    if (response.status === 401) {
      await response.body?.cancel();
      response = await this.authorized(method, path, await this.login(), body);
    }
    const answer = await readJson(response);
    if (!response.ok) {
      throw new ShiprocketError(messageOf(answer, `Shiprocket answered HTTP ${response.status}`), { status: response.status });
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ShiprocketError(messageOf(answer, 'Shiprocket answered something unexpected'));
    return parsed.data;
  }

  private authorized(method: 'GET' | 'POST', path: string, token: string, body: unknown): Promise<Response> {
    return this.send(`${this.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000) });
    } catch (error) {
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ShiprocketError(isTimeout ? 'Shiprocket did not answer in time' : 'Shiprocket could not be reached', {
        isTimeout,
        cause: error,
      });
    }
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The client when the e-mail and password are set; without them the shop ships by hand. */
export function createShiprocketClient(config: {
  SHIPROCKET_EMAIL?: string | undefined;
  SHIPROCKET_PASSWORD?: string | undefined;
  SHIPROCKET_API_URL: string;
  SHIPROCKET_PICKUP_LOCATION: string;
}): ShiprocketApi | undefined {
  if (!config.SHIPROCKET_EMAIL || !config.SHIPROCKET_PASSWORD) return undefined;
  return new ShiprocketClient({
    email: config.SHIPROCKET_EMAIL,
    password: config.SHIPROCKET_PASSWORD,
    apiUrl: config.SHIPROCKET_API_URL,
    pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
  });
}
