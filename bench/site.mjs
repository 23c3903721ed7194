// `npm run bench:site`: Lighthouse (mobile emulation, simulated throttling) on the served production
// build, for every route, plus the landing page's JavaScript weight. Prints a table; run after a build.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/browsers/engines.mjs';
import { domainSettings } from '../scripts/settings.mjs';

const { createSiteHandler } = await import(new URL('../dist/server/site.mjs', import.meta.url).href);

const routes = ['/', '/privacy-policy', '/refund-policy'];
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const landingJsTargetKiB = 70;
const runs = Number(process.env.BENCH_RUNS ?? 1);

const dist = join(process.cwd(), 'dist');
const server = createServer(createSiteHandler(dist, { domains: domainSettings(process.env), editorOrigins: [] }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://localhost:${server.address().port}`;

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
let landingScripts = [];
try {
  for (const route of routes) {
    const scores = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    let metrics;
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      for (const key of Object.keys(scores)) scores[key].push(Math.round((categories[key].score ?? 0) * 100));
      metrics = {
        fcp: audits['first-contentful-paint'].displayValue,
        lcp: audits['largest-contentful-paint'].displayValue,
        tbt: audits['total-blocking-time'].displayValue,
        cls: audits['cumulative-layout-shift'].displayValue,
      };
      if (route === '/') {
        landingScripts = audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script').map((item) => new URL(item.url).pathname);
      }
    }
    rows.push({ route, ...Object.fromEntries(Object.entries(scores).map(([key, values]) => [key, median(values)])), ...metrics });
  }
} finally {
  await chrome.kill();
  server.close();
}

const gzipKiB = landingScripts.map((path) => gzipSync(readFileSync(join(dist, 'site', path)), { level: 9 }).length).reduce((a, b) => a + b, 0) / 1024;

const pad = (value, width) => String(value).padEnd(width);
console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}— mobile emulation, simulated throttling`);
console.log(['route', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'].map((h, i) => pad(h, i === 0 ? 17 : 7)).join(''));
for (const row of rows) {
  console.log(
    [row.route, row.performance, row.accessibility, row['best-practices'], row.seo, row.fcp, row.lcp, row.tbt, row.cls].map((v, i) => pad(v, i === 0 ? 17 : 7)).join(''),
  );
}
console.log(`\nLanding page JavaScript: ${landingScripts.length} files, ${gzipKiB.toFixed(1)} KiB gzip (target ≤ ${landingJsTargetKiB} KiB)`);

const misses = [];
for (const row of rows) {
  for (const [key, target] of Object.entries(targets)) if (row[key] < target) misses.push(`${row.route} ${key} ${row[key]} < ${target}`);
}
if (gzipKiB > landingJsTargetKiB) misses.push(`landing JS ${gzipKiB.toFixed(1)} KiB > ${landingJsTargetKiB} KiB`);
console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
