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
import { goal, publish } from './report.mjs';

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

const labels = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
const landingKiB = `${gzipKiB.toFixed(1)} KiB`;
publish({
  section: 'site',
  title: 'The site: Lighthouse and the landing page\'s JavaScript',
  settings: runs > 1 ? { BENCH_RUNS: runs } : {},
  tables: [
    {
      id: 'lighthouse',
      title: `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}— mobile emulation, simulated throttling`,
      header: ['route', ...Object.values(labels), 'FCP', 'LCP', 'TBT', 'CLS'],
      rows: rows.map((row) => [`\`${row.route}\``, ...Object.keys(labels).map((key) => String(row[key])), row.fcp, row.lcp, row.tbt, row.cls]),
    },
    {
      id: 'landing-js',
      title: 'The landing page\'s JavaScript (the scripts Lighthouse saw it load, gzip -9)',
      header: ['page', 'files', 'gzip'],
      rows: [['`/`', String(landingScripts.length), landingKiB]],
    },
  ],
  goals: [
    // One goal per category, measured by its lowest route: the table above has each route's.
    ...Object.entries(targets).map(([key, target]) => {
      const lowest = Math.min(...rows.map((row) => row[key]));
      return goal(`${labels[key]} ≥ ${target} on every route (the lowest)`, String(lowest), lowest >= target);
    }),
    goal(`landing page JavaScript ≤ ${landingJsTargetKiB} KiB gzip`, landingKiB, gzipKiB <= landingJsTargetKiB),
  ],
});
