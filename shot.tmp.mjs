import { chromium } from '@playwright/test';
const [,, outDir, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const spec of specs) {
  const [path, width, mode, full] = spec.split('@');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, deviceScaleFactor: 1 });
  await context.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', path, m.text().slice(0, 200)); });
  await page.goto('http://localhost:4313' + path, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  // bring all demos alive
  await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 120)); } window.scrollTo(0, 0); });
  await page.waitForTimeout(800);
  const height = await page.evaluate(() => document.body.scrollHeight);
  const shots = full ? Number(full) : 1;
  for (let i = 0; i < shots; i += 1) {
    const y = Math.round((height - 900) * (shots === 1 ? 0 : i / (shots - 1)));
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
    const name = `${outDir}/${path.replace(/\//g, '_')}-${width}-${mode}-${i}.png`;
    await page.screenshot({ path: name });
    console.log(name, height);
  }
  await context.close();
}
await browser.close();
