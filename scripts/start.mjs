// `npm start`: builds what is missing, then runs the bundled server (it migrates and seeds on start).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });
if (!existsSync('apps/web/dist/index.html') || !existsSync('apps/web/dist-server/entry-server.js')) run('npm run build -w apps/web');
if (!existsSync('apps/server/dist/server.js')) run('npm run build -w apps/server');

// A local .env is optional; real environment variables win over it.
const envFileArgs = existsSync('.env') ? ['--env-file=.env'] : [];
const child = spawn(process.execPath, [...envFileArgs, '--enable-source-maps', 'apps/server/dist/server.js'], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
