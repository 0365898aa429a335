// `npm start`: builds what is missing or older than its sources (tools/build-freshness.mjs), then runs the bundled
// server (it migrates and seeds on start).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILD_TARGETS, rebuildReason } from '../tools/build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command) => execSync(command, { stdio: 'inherit', cwd: root });
const stale = BUILD_TARGETS.flatMap((target) => {
  const reason = rebuildReason(root, target);
  return reason ? [{ target, reason }] : [];
});
for (const { target, reason } of stale) console.log(`Building ${target.workspace}: ${reason}`);
if (stale.length === BUILD_TARGETS.length) run('npm run build');
else for (const { target } of stale) run(`npm run build -w ${target.workspace}`);

// A local .env is optional; real environment variables win over it.
const envFileArgs = existsSync('.env') ? ['--env-file=.env'] : [];
const child = spawn(process.execPath, [...envFileArgs, '--enable-source-maps', 'apps/server/dist/server.js'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
