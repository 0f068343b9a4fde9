import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import multitool from '@microsoft/sarif-multitool';

interface ValidationResult {
  ruleId?: string;
  level?: string;
  message?: { arguments?: string[] };
  locations?: { physicalLocation?: { artifactLocation?: { uri?: string } } }[];
}

/**
 * The errors and warnings Microsoft's SARIF Multitool (`validate`) reports for each log, keyed like
 * `logs`, each as `"<level> <rule>: <arguments>"`. `ruleKinds` picks its rule sets: `Sarif` (the
 * specification's rules), `Gh` (GitHub code scanning), `Ado` (GitHub Advanced Security for Azure
 * DevOps), e.g. `'Sarif;Gh'`. The tool exits 0 whatever it finds, so its output log is read instead;
 * one run validates every log, since the tool takes a second or more to start.
 */
export async function sarifMultitoolProblems(
  logs: Readonly<Record<string, unknown>>,
  ruleKinds: string,
): Promise<Record<string, string[]>> {
  const directory = await mkdtemp(join(tmpdir(), 'codehawk-sarif-'));
  try {
    const problems: Record<string, string[]> = {};
    for (const [name, log] of Object.entries(logs)) {
      if (!/^[\w-]+$/.test(name))
        throw new Error(`Log names are letters, digits, - and _: "${name}"`);
      await writeFile(join(directory, `${name}.sarif`), JSON.stringify(log, null, 2));
      problems[name] = [];
    }
    const output = join(directory, 'validation.json');
    await promisify(execFile)(multitool, [
      'validate',
      join(directory, '*.sarif'),
      '--output',
      output,
      '--log',
      'ForceOverwrite',
      '--rule-kind',
      ruleKinds,
    ]);
    const report = JSON.parse(await readFile(output, 'utf8')) as {
      runs?: { results?: ValidationResult[] }[];
    };
    for (const result of report.runs?.[0]?.results ?? []) {
      if (result.level === 'note' || result.level === 'none') continue;
      const uri = result.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? '';
      const name = decodeURIComponent(basename(uri)).replace(/\.sarif$/, '');
      (problems[name] ??= []).push(
        `${result.level ?? 'warning'} ${result.ruleId ?? '?'}: ${(result.message?.arguments ?? []).join(' | ')}`,
      );
    }
    return problems;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
