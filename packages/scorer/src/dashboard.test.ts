import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@codehawk/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from './matrix.js';
import { scoreFindings } from './score.js';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
};

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    readFile(join(packageRoot, path)).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The system Chromium when there is one, else the one shipped in @sparticuz/chromium.
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the dashboard example in headless Chromium', () => {
  it('renders the same score as the library computes', async () => {
    const file = JSON.parse(
      await readFile(join(packageRoot, 'examples/dashboard/findings.json'), 'utf8'),
    ) as { findings: { category: string; severity: string }[] };
    const expected = scoreFindings(file.findings);

    const page = await browser.newPage();
    await page.goto(`${origin}/examples/dashboard/index.html`);
    await page.waitForSelector('#score[data-ready]');
    expect(await page.textContent('#penalty')).toBe(String(expected.penalty));
    expect(await page.textContent('#quality')).toBe(expected.quality);
    expect(await page.getAttribute('#stars', 'data-stars')).toBe(String(expected.stars));
    for (const category of CATEGORIES) {
      const cells = await page.$$eval(`tr[data-category="${category}"] td`, (tds) =>
        tds.map((td) => td.textContent),
      );
      const entry = expected.breakdown.categories[category];
      expect(cells).toEqual([
        category,
        String(entry.severities.critical.count),
        String(entry.severities.warning.count),
        String(entry.severities.suggestion.count),
        String(entry.penalty),
      ]);
    }
    await page.close();
  });

  it('re-scores in the browser when a review mode is chosen', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/examples/dashboard/index.html`);
    await page.waitForSelector('#score[data-ready]');
    const standard = Number(await page.textContent('#penalty'));
    await page.fill('#modes', 'migration');
    await page.click('#load');
    await page.waitForSelector('#score[data-ready]');
    // Migration mode charges every finding the critical penalty: 5 + 3 + 2 + 1.5.
    expect(Number(await page.textContent('#penalty'))).toBe(11.5);
    expect(standard).toBe(5 + 2 + 0.5 + 0.75);
    await page.close();
  });
});
