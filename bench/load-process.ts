import { runLoad, type LoadAnswer, type LoadRequest } from './load-generator.ts';

/** The bench's load process (see `loadApart`): one request in, autocannon's result out, then it exits. */
process.once('message', (message) => {
  runLoad(message as LoadRequest).then(
    (result) => answer({ result }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});

function answer(message: LoadAnswer): void {
  process.send?.(message, () => process.disconnect());
}
