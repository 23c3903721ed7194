import puppeteer from 'puppeteer-core';
import { findChromium } from '../scripts/ensure-chromium.mjs';
const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: ['--no-sandbox', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const page = await browser.newPage();
await page.setViewport({ width: 1700, height: 1000 });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('http://localhost:4391/editor/');
await page.waitForSelector('iframe[data-status="ready"]', { timeout: 20000 });
await new Promise((r) => setTimeout(r, 1500));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const frame = page.frames().find((f) => f.url().includes('preview'));
async function selectInFrame(sel) {
  const el = await frame.$(sel); const box = await el.boundingBox();
  await page.mouse.click(box.x + 10, box.y + 10); await sleep(1200);
}
async function setField(label, text) {
  const inputs = await page.$$('.inspector .field label');
  for (const l of inputs) { const t = await l.$eval('span', (s) => s.textContent).catch(() => null); if (t === label) { const i = await l.$('input'); await i.click({ clickCount: 3 }); await page.keyboard.type(text); await page.keyboard.press('Enter'); await sleep(1200); return; } }
  throw new Error('no field ' + label);
}
async function button(text) { const bs = await page.$$('.inspector button'); for (const b of bs) if ((await b.evaluate((x) => x.textContent)) === text) { await b.click(); await sleep(1500); return; } throw new Error('no button ' + text); }
await selectInFrame('.hero__actions a');
await setField('background-color', 'rgb(220, 38, 38)');
await page.screenshot({ path: '/tmp/x1.png' });
await button('Duplicate');
await page.screenshot({ path: '/tmp/x2.png' });
await selectInFrame('.hero__actions a');
await button('Wrap in div');
await page.screenshot({ path: '/tmp/x3.png' });
await page.keyboard.down('Control'); await page.keyboard.press('KeyZ'); await page.keyboard.up('Control'); await sleep(2500);
await page.screenshot({ path: '/tmp/x4.png' });
console.log(await page.$$eval('.log li summary', (l) => l.map((x) => x.textContent)));
console.log(await frame.$$eval('.hero__actions *', (l) => l.map((x) => x.tagName + '.' + x.className)));
await browser.close();
