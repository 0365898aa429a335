import { ShiprocketFake } from '../apps/server/test/fakes/shiprocket-fake';
import { E2E_SHIPROCKET_PORT } from './shiprocket-env';

/** Starts the Shiprocket fake for the whole run (the app server logs in to it lazily, at its first call); stops it after. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const shiprocket = new ShiprocketFake();
  await shiprocket.start(E2E_SHIPROCKET_PORT);
  return () => shiprocket.stop();
}
