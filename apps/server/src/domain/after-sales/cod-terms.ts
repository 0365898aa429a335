import { and, eq, isNotNull } from 'drizzle-orm';
import {
  AFTER_SALES_MESSAGES,
  COD_CONFIRMATION_MESSAGES,
  codLimitMessage,
  DELIVERY_MESSAGES,
  isCodAllowedForPin,
  type DeliveryTerms,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { readDeliveryTerms } from '../delivery/delivery-settings.ts';
import { readShopSettings } from '../tax/shop-settings.ts';
import { codRefusal, type CodRefusal } from './rules.ts';
import { pinRefusesCodForReturns } from '../cod-confirmation/cod-return-rates.ts';

export interface CodAvailability {
  refusal: CodRefusal | null;
  limitPaise: number;
  feePaise: number;
}

/**
 * Whether this shopper may pay this order value in cash on delivery, under the shop's current terms, to this PIN code
 * when one is given (the delivery settings may exclude it).
 */
export async function codAvailability(
  db: DbOrTx,
  userId: string,
  orderValuePaise: number,
  postalCode?: string,
  /** The shop's settings and delivery terms when the caller has read them already (checkout, under its locks). */
  loaded?: {
    settings: { codLimitPaise: number; codFeePaise: number; codRtoRefusalRateBp: number | null; codRtoMinOrders: number };
    terms: DeliveryTerms;
  },
): Promise<CodAvailability> {
  const settings = loaded?.settings ?? (await readShopSettings(db));
  const terms = postalCode === undefined ? undefined : (loaded?.terms ?? (await readDeliveryTerms(db)));
  const pinAllowsCod = postalCode === undefined || !terms ? undefined : isCodAllowedForPin(terms, postalCode);
  const [refused] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.codRefusedAt)))
    .limit(1);
  const pinReturnsTooOften = postalCode !== undefined && (await pinRefusesCodForReturns(db, postalCode, settings));
  return {
    refusal: codRefusal({
      orderValuePaise,
      limitPaise: settings.codLimitPaise,
      refusedBefore: refused !== undefined,
      pinAllowsCod,
      pinReturnsTooOften,
    }),
    limitPaise: settings.codLimitPaise,
    feePaise: settings.codFeePaise,
  };
}

export function codRefusalMessage(refusal: CodRefusal, limitPaise: number): string {
  switch (refusal) {
    case 'off':
      return AFTER_SALES_MESSAGES.codOff;
    case 'limit':
      return codLimitMessage(limitPaise);
    case 'refused-before':
      return AFTER_SALES_MESSAGES.codRefusedBefore;
    case 'pin':
      return DELIVERY_MESSAGES.codPin;
    case 'returns':
      return COD_CONFIRMATION_MESSAGES.codReturns;
  }
}
