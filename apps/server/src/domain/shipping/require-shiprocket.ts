import { SHIPROCKET_NOT_CONFIGURED_MESSAGE } from '@aurelle/contract';
import type { ShiprocketApi } from '../../infra/couriers/shiprocket-client.ts';
import { conflict } from '../errors.ts';

/** Shiprocket's client, or a 409 the back office shows: without credentials the shop ships by hand. */
export function requireShiprocket(shiprocket: ShiprocketApi | undefined): ShiprocketApi {
  if (!shiprocket) throw conflict(SHIPROCKET_NOT_CONFIGURED_MESSAGE);
  return shiprocket;
}
