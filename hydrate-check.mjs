import { chromium } from '@playwright/test';
const base = process.argv[2]; const pages = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('CONSOLE', m.type(), m.text().slice(0, 400)); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 400)));
for (const p of pages) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  console.log(p, '→', await page.title(), '| h1:', await page.locator('h1').first().textContent().catch(() => '-'));
}
await browser.close();
