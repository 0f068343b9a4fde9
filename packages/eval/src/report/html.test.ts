import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '@codehawk/findings';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Corpus } from '../corpus.js';
import { matchFindings } from '../match.js';
import { buildReport } from '../run.js';
import { renderHtml } from './html.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
/** Where the rendered report and its screenshot go; removed after the tests. */
let output: string;

beforeAll(async () => {
  output = await mkdtemp(join(tmpdir(), 'codehawk-eval-report-'));
  browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await rm(output, { recursive: true, force: true });
});

const corpus: Corpus = {
  name: 'starter',
  location: '/corpus',
  cases: [
    {
      id: 'go-swapped-args',
      title: 'Swapped arguments to copy',
      language: 'go',
      kind: 'swapped-arguments',
      change: { type: 'patch', baseDirectory: '/b', patch: '/p' },
      expected: [
        { file: 'copy.go', line: 12, category: 'correctness', note: 'dst and src swapped' },
      ],
      clean: false,
    },
    {
      id: 'clean-docs',
      title: 'Doc comment only',
      change: { type: 'patch', baseDirectory: '/b', patch: '/p' },
      expected: [],
      clean: true,
    },
  ],
};

const finding = (overrides: Partial<Finding>): Finding => ({
  cr_id: null,
  file: 'copy.go',
  line: 12,
  category: 'correctness',
  severity: 'warning',
  title: 'Arguments <b>swapped</b>',
  message: 'copy(src, dst) copies the wrong way.',
  confidence: 0.9,
  ...overrides,
});

function run(caseId: string, clean: boolean, findings: Finding[]) {
  const expected = corpus.cases.find((item) => item.id === caseId)?.expected ?? [];
  return {
    caseId,
    model: 'gpt-4.1',
    repeat: 1,
    status: 'ok' as const,
    clean,
    match: matchFindings(expected, findings),
    inputTokens: 1200,
    outputTokens: 80,
    wallSeconds: 4.2,
    turns: 3,
    toolCalls: 2,
    findings,
  };
}

describe('the HTML report in headless Chromium', () => {
  it('shows the scores and drills down into a case with each finding judged', async () => {
    const report = buildReport(
      corpus,
      corpus.cases,
      ['gpt-4.1'],
      1,
      [
        run('go-swapped-args', false, [finding({})]),
        run('clean-docs', true, [
          finding({ file: 'doc.go', line: 1, category: 'code_style', title: 'Typo' }),
        ]),
      ],
      false,
    );
    const html = renderHtml(report);
    // Self-contained: no scripts, stylesheets or images fetched from anywhere.
    expect(html).not.toMatch(/<script|<link|src=/);
    const path = join(output, 'report.html');
    await writeFile(path, html);
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`file://${path}`);
    expect(requests).toEqual([`file://${path}`]);

    await expect(page.locator('h1').textContent()).resolves.toBe('CodeHawk eval — starter');
    await expect(page.locator('.partial').isVisible()).resolves.toBe(true);
    const cells = await page.locator('table.summary tbody tr td').allTextContents();
    // model, P, R, F1, F0.5, FP per clean case.
    expect(cells.slice(0, 6)).toEqual(['gpt-4.1', '50.0%', '100.0%', '66.7%', '55.6%', '1.00']);

    const bug = page.locator('#case-go-swapped-args');
    const detail = bug.locator('.run');
    await expect(detail.isVisible()).resolves.toBe(false);
    await bug.locator('summary').click();
    await expect(detail.isVisible()).resolves.toBe(true);
    await expect(detail.locator('li.hit').first().textContent()).resolves.toMatch(
      /found copy\.go:12 correctness — dst and src swapped/,
    );
    // Finding text is escaped, not rendered as markup.
    await expect(detail.textContent()).resolves.toContain('Arguments <b>swapped</b>');

    const clean = page.locator('#case-clean-docs');
    await clean.locator('summary').click();
    await expect(clean.locator('li.miss').textContent()).resolves.toMatch(
      /false positive: clean case doc\.go:1 code_style/,
    );
    await page.screenshot({ path: join(output, 'report.png'), fullPage: true });
    await page.close();
  });
});
