import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Browser } from 'playwright-core';

const SYSTEM_CHROMIUM = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

function onPath(command: string): string | undefined {
  for (const directory of (process.env.PATH ?? '').split(delimiter)) {
    if (directory && existsSync(join(directory, command))) return join(directory, command);
  }
  return undefined;
}

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH`, else a system Chromium on PATH, else the one
 * `@sparticuz/chromium` ships inside its package (unpacked to the temporary directory on first use; it
 * needs nothing from the system beyond libc), so the tests pass on a machine with only Node.js and git.
 */
export async function chromiumExecutable(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  for (const command of SYSTEM_CHROMIUM) {
    const found = onPath(command);
    if (found) return found;
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Headless Chromium for a test, launched without sandbox, GPU or background network traffic. */
export async function launchChromium(): Promise<Browser> {
  // Loaded here, not with the testkit: it costs every test file that imports the testkit ~0.8 s.
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: await chromiumExecutable(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
