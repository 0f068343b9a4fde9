import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { crId, type Finding } from '@codehawk/findings';
import { sarifMultitoolProblems } from '@codehawk/testkit';
import AjvDraft04 from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { pathToUri, renderSarif, type SarifOptions } from './sarif.js';
import type { SarifCheck } from './sarif-rules.js';

const require = createRequire(import.meta.url);
// ajv-draft-04 is CommonJS with a default export: under NodeNext it arrives as `.default`.
const Ajv = AjvDraft04.default;
const addFormats = addFormatsModule.default;
const schema = JSON.parse(
  readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
) as object;
const packageVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const checks: SarifCheck[] = [
  {
    id: 'committed-credential',
    name: 'CommittedCredential',
    category: 'security',
    severity: 'critical',
    title: 'Credential committed',
    description: 'An added line holds a credential.',
    help: 'Revoke it, then load it from a secret store.',
  },
  {
    id: 'debugger',
    name: 'DebuggerStatement',
    category: 'code_style',
    severity: 'warning',
    title: 'Debugger statement left in',
    description: 'A debugger statement stops the program wherever it runs.',
    help: 'Remove the `debugger` statement.',
  },
];

const finding = (overrides: Partial<Finding> & Pick<Finding, 'file' | 'line'>): Finding => ({
  cr_id: crId(overrides.file, overrides.line, overrides.category ?? 'correctness'),
  category: 'correctness',
  severity: 'warning',
  title: 'Off by one',
  message: 'The loop stops one element early',
  confidence: 0.8,
  ...overrides,
});

// Every path shape that broke URIs: spaces, `#`, `%`, `?`, a colon, non-ASCII.
const findings: Finding[] = [
  finding({ file: 'src/a.ts', line: 3, end_line: 5, category: 'security', severity: 'critical' }),
  finding({ file: 'docs/my file#1.md', line: 1, severity: 'suggestion', category: 'code_style' }),
  finding({ file: 'src/100%/ré sumé?.py', line: 2 }),
  finding({ file: 'c:odd/x.ts', line: 1, category: 'testing', severity: 'suggestion' }),
  finding({
    file: 'src/config.ts',
    line: 2,
    category: 'security',
    severity: 'critical',
    source: 'static',
    rule_id: 'committed-credential',
    title: 'Credential committed',
    message: 'This change adds what looks like a credential (ghp_…).',
  }),
  finding({
    file: 'src/a.ts',
    line: 7,
    category: 'code_style',
    severity: 'warning',
    source: 'static',
    rule_id: 'debugger',
    title: 'Debugger statement left in',
  }),
  finding({
    file: 'src/a.ts',
    line: 9,
    category: 'testing',
    severity: 'warning',
    source: 'static',
    rule_id: 'from-a-newer-version',
    title: 'Something newer',
  }),
];

describe('renderSarif', () => {
  const options: SarifOptions = { checks };

  it('passes the SARIF Multitool with its GitHub rules: no errors, no warnings', async () => {
    const broken = await renderSarif(findings, options);
    const run = broken.runs[0];
    const location = run?.results?.[0]?.locations?.[0]?.physicalLocation;
    if (!run?.tool.driver.rules?.[0] || !location) throw new Error('unexpected log');
    delete run.tool.driver.rules[0].help;
    delete run.tool.driver.fullName;
    location.artifactLocation = { uri: 'docs/my file#1.md' };

    const github = await sarifMultitoolProblems(
      { github: await renderSarif(findings, options), broken },
      'Sarif;Gh',
    );
    expect(github.github).toEqual([]);
    // The same check has teeth: a raw URI and a rule without help are reported.
    expect(github.broken?.join('\n')).toMatch(/error SARIF1002/);
    expect(github.broken?.join('\n')).toMatch(/error GH2012/);

    // Azure DevOps Advanced Security: see the CLI's test, which adds the pipeline's automation details.
  });

  it('is valid against the official SARIF 2.1.0 schema', async () => {
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    const log = await renderSarif(findings, options);
    expect(validate(log) ? [] : validate.errors).toEqual([]);
    const broken = JSON.parse(
      JSON.stringify(log).replace('"level":"error"', '"level":"fatal"'),
    ) as unknown;
    expect(validate(broken)).toBe(false);
  });

  it('describes one rule per static check and per category × severity of model findings', async () => {
    const run = (await renderSarif(findings, options)).runs[0];
    const rules = run?.tool.driver.rules ?? [];
    expect(rules.map((rule) => rule.id)).toEqual([
      'static/committed-credential',
      'static/debugger',
      'static/from-a-newer-version',
      'security/critical',
      'correctness/warning',
      'code-style/suggestion',
      'testing/suggestion',
    ]);
    for (const rule of rules) {
      expect(rule.name).not.toBe(rule.id);
      expect(rule.fullDescription?.text).toBeTruthy();
      expect(rule.help?.text).toBeTruthy();
      expect(rule.help?.markdown).toBeTruthy();
      expect(rule.properties?.precision).toMatch(/^(high|medium)$/);
    }
    // Each result points at its rule, by id and by index.
    for (const result of run?.results ?? [])
      expect(rules[result.ruleIndex ?? -1]?.id).toBe(result.ruleId);
    expect(run?.results?.map((result) => [result.ruleId, result.level])).toEqual([
      ['security/critical', 'error'],
      ['code-style/suggestion', 'note'],
      ['correctness/warning', 'warning'],
      ['testing/suggestion', 'note'],
      ['static/committed-credential', 'error'],
      ['static/debugger', 'warning'],
      ['static/from-a-newer-version', 'warning'],
    ]);
  });

  it('makes security findings security alerts with a severity score, and only those', async () => {
    const rules = (await renderSarif(findings, options)).runs[0]?.tool.driver.rules ?? [];
    const byId = new Map(rules.map((rule) => [rule.id, rule.properties ?? {}]));
    expect(byId.get('static/committed-credential')).toMatchObject({
      tags: expect.arrayContaining(['security']) as unknown,
      'security-severity': '9.1',
      precision: 'high',
    });
    expect(byId.get('security/critical')).toMatchObject({
      tags: expect.arrayContaining(['security']) as unknown,
      'security-severity': '9.1',
      precision: 'medium',
    });
    for (const id of ['static/debugger', 'correctness/warning', 'testing/suggestion']) {
      expect(byId.get(id)?.tags).not.toContain('security');
      expect(byId.get(id)).not.toHaveProperty('security-severity');
    }
  });

  it('writes percent-encoded URIs relative to %SRCROOT%', async () => {
    const run = (await renderSarif(findings, options)).runs[0];
    const uris = run?.results?.map(
      (result) => result.locations?.[0]?.physicalLocation?.artifactLocation,
    );
    expect(uris?.slice(0, 4)).toEqual([
      { uri: 'src/a.ts', uriBaseId: '%SRCROOT%' },
      { uri: 'docs/my%20file%231.md', uriBaseId: '%SRCROOT%' },
      { uri: 'src/100%25/r%C3%A9%20sum%C3%A9%3F.py', uriBaseId: '%SRCROOT%' },
      { uri: 'c%3Aodd/x.ts', uriBaseId: '%SRCROOT%' },
    ]);
    expect(Object.keys(run?.originalUriBaseIds ?? {})).toEqual(['%SRCROOT%']);
    // A reader decoding the URI gets the path back.
    for (const path of ['docs/my file#1.md', 'src/100%/ré sumé?.py'])
      expect(pathToUri(path).split('/').map(decodeURIComponent).join('/')).toBe(path);
  });

  it('carries the driver metadata and automation details code scanning services require', async () => {
    const run = (
      await renderSarif(findings, { ...options, automation: { id: 'codehawk/security/' } })
    ).runs[0];
    expect(run?.tool.driver).toMatchObject({
      name: 'CodeHawk',
      fullName: `CodeHawk AI pull-request reviewer ${packageVersion}`,
      version: packageVersion,
      semanticVersion: packageVersion,
      informationUri: expect.stringMatching(/^https:\/\//) as unknown,
    });
    expect(run?.automationDetails).toEqual({ id: 'codehawk/security/' });
    expect((await renderSarif([], options)).runs[0]?.automationDetails).toEqual({
      id: 'codehawk/',
    });
  });

  it('fingerprints by cr-id and by the flagged line, so an alert survives lines moving above it', async () => {
    const before = 'import x from "y";\nconst token = read();\n';
    const after = '// a new first line\nimport x from "y";\nconst  token = read();\n';
    const flagged = finding({ file: 'src/b.ts', line: 2 });
    const moved = finding({ file: 'src/b.ts', line: 3 });
    const printOf = async (item: Finding, content: string): Promise<Record<string, string>> =>
      (await renderSarif([item], { readFile: () => content })).runs[0]?.results?.[0]
        ?.partialFingerprints ?? {};
    const first = await printOf(flagged, before);
    expect(first).toEqual({
      primaryLocationLineHash: expect.stringMatching(/^[0-9a-f]{16}:1$/) as unknown,
      'codehawk/crId/v1': flagged.cr_id,
    });
    // Same content two lines down (whitespace aside): same line hash.
    expect((await printOf(moved, after)).primaryLocationLineHash).toBe(
      first.primaryLocationLineHash,
    );
    // A different line: a different hash; a repeated line: its occurrence count.
    expect(
      (await printOf(finding({ file: 'src/b.ts', line: 1 }), before)).primaryLocationLineHash,
    ).not.toBe(first.primaryLocationLineHash);
    expect(
      (await printOf(finding({ file: 'src/b.ts', line: 2 }), 'x();\nx();\n'))
        .primaryLocationLineHash,
    ).toMatch(/:2$/);
    // Without the file, the hash still is stable from run to run.
    const unread = (await renderSarif([flagged])).runs[0]?.results?.[0]?.partialFingerprints;
    expect(unread?.primaryLocationLineHash).toBe(
      (await renderSarif([flagged])).runs[0]?.results?.[0]?.partialFingerprints
        ?.primaryLocationLineHash,
    );
  });

  it('masks a credential the model quoted in a finding, as posted comments do', async () => {
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;
    const key = `xoxb-${'123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx'}`;
    const quoted = [
      finding({ file: 'src/a.ts', line: 4, message: `The diff commits ${token} in config.` }),
      finding({ file: 'src/b.ts', line: 1, title: `Hard-coded key ${key}`, message: '' }),
    ];
    const text = JSON.stringify(await renderSarif(quoted, options));
    expect(text).not.toContain(token);
    expect(text).not.toContain(key);
    const messages = (await renderSarif(quoted, options)).runs[0]?.results?.map(
      (result) => result.message.text,
    );
    expect(messages).toEqual([
      'Off by one: The diff commits [REDACTED credential] in config.',
      'Hard-coded key [REDACTED credential].',
    ]);
  });
});
