import { describe, expect, it } from 'vitest';
import { ConfigError, describeSettings, loadSettings } from './load.js';
import { DEFAULT_NOT_CODE, notCodeGlobs } from './not-code.js';
import { loadRepositoryFiles } from './repository.js';

describe('loadSettings', () => {
  it('has CodeHawk’s defaults', () => {
    const { settings } = loadSettings();
    expect(settings).toMatchObject({
      vcs: 'local',
      review: { minConfidence: 0.5, maxCommentsPerFile: 5, modes: ['standard'] },
      batching: { batchSize: 10, maxTurns: 10, parallelBatches: 3 },
      twoPass: { enabled: true, verifyMaxTurns: 7 },
      risk: { high: 0.6, medium: 0.3 },
      graph: { enabled: true },
    });
  });

  it('reads CodeHawk’s environment variables', () => {
    const { settings, sources } = loadSettings({
      env: {
        VCS: 'azure-devops',
        AZURE_DEVOPS_ORG: 'fabrikam',
        AZURE_DEVOPS_PAT: 'pat-value-123',
        MIN_CONFIDENCE_SCORE: '0.7',
        MAX_COMMENTS_PER_FILE: '3',
        ENABLE_GRAPH: 'false',
        SKIP_EXTENSIONS: '.md, .lock',
        REVIEW_MODES: 'security,performance',
        TWO_PASS_ENABLED: 'no',
        PENALTY_SECURITY_CRITICAL: '8',
      },
    });
    expect(settings).toMatchObject({
      vcs: 'ado',
      azureDevOps: { organization: 'fabrikam', personalAccessToken: 'pat-value-123' },
      review: {
        minConfidence: 0.7,
        maxCommentsPerFile: 3,
        modes: ['security', 'performance'],
      },
      // SKIP_EXTENSIONS keeps its old meaning (the whole list), with a deprecation message.
      notCode: { extensions: ['.md', '.lock'] },
      graph: { enabled: false },
      twoPass: { enabled: false },
    });
    expect(sources['review.minConfidence']).toBe('environment');
    expect(settings.scoring.penalties).toEqual({ security: { critical: 8 } });
    expect(sources['scoring.penalties.security.critical']).toBe('environment');
  });

  it('applies the documented precedence: defaults < .codehawk.yml < environment < flags', () => {
    const file =
      'review:\n  minConfidence: 0.6\n  maxCommentsPerFile: 2\nbatching:\n  batchSize: 4\n';
    const { settings, sources } = loadSettings({
      file,
      env: { MIN_CONFIDENCE_SCORE: '0.8' },
      flags: { batching: { batchSize: 6 } },
    });
    expect(settings.review).toMatchObject({ minConfidence: 0.8, maxCommentsPerFile: 2 });
    expect(settings.batching.batchSize).toBe(6);
    expect(sources).toMatchObject({
      'review.minConfidence': 'environment',
      'review.maxCommentsPerFile': 'file',
      'batching.batchSize': 'flag',
    });
  });

  it.each([
    [
      { env: { MIN_CONFIDENCE_SCORE: 'high' } },
      'MIN_CONFIDENCE_SCORE',
      /MIN_CONFIDENCE_SCORE must be a number, got "high"/,
    ],
    [
      { env: { MIN_CONFIDENCE_SCORE: '1.5' } },
      'MIN_CONFIDENCE_SCORE',
      /MIN_CONFIDENCE_SCORE: Too big/,
    ],
    [
      { env: { VCS: 'svn' } },
      'VCS',
      /VCS: "svn" is not accepted\. Accepted: local, github, azure-devops/,
    ],
    [
      { env: { REVIEW_MODES: 'yolo' } },
      'REVIEW_MODES',
      /^REVIEW_MODES: "yolo" is not accepted\. Accepted: standard, security, performance, architecture, migration\.$/,
    ],
    [
      { file: 'review:\n  modes: [standard, vibes]\n' },
      '.codehawk.yml: review.modes',
      /^\.codehawk\.yml: review\.modes: "vibes" is not accepted\. Accepted: standard, security/,
    ],
    [{ env: { PENALTY_SECURITY_CRITICAL: 'x' } }, 'PENALTY_SECURITY_CRITICAL', /not a penalty/],
    [
      { file: 'review:\n  minConfidance: 0.4\n' },
      '.codehawk.yml: review.minConfidance',
      /not a CodeHawk setting/,
    ],
    [
      { file: 'model:\n  apiKey: sk-in-the-repo\n' },
      '.codehawk.yml: model.apiKey',
      /is a secret: set it in the environment/,
    ],
    [{ file: 'review: [' }, '.codehawk.yml', /not valid YAML/],
    [
      { flags: { risk: { high: 0.2, medium: 0.5 } } },
      '--risk.medium',
      /medium threshold must not exceed the high one/,
    ],
  ])('rejects %j naming %s', (options, setting, message) => {
    let caught: unknown;
    try {
      loadSettings(options);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect(caught).toMatchObject({ setting });
    expect((caught as Error).message).toMatch(message);
  });

  it('takes penalty and star-threshold overrides from PENALTY_* variables and .codehawk.yml', () => {
    const { settings, sources } = loadSettings({
      file: 'scoring:\n  penalties:\n    testing:\n      warning: 2\n  thresholds:\n    3: 20\n',
      env: {
        PENALTY_SECURITY_CRITICAL: '6',
        PENALTY_BEST_PRACTICES_SUGGESTION: '0.1',
        PENALTY_THRESHOLD_4_STARS: '8',
        PATH: '/usr/bin',
      },
    });
    expect(settings.scoring).toEqual({
      penalties: {
        security: { critical: 6 },
        best_practices: { suggestion: 0.1 },
        testing: { warning: 2 },
      },
      thresholds: { 3: 20, 4: 8 },
    });
    expect(sources).toMatchObject({
      'scoring.thresholds.3': 'file',
      'scoring.thresholds.4': 'environment',
    });
    expect(loadSettings().settings.scoring).toEqual({ penalties: {}, thresholds: {} });
  });

  it.each([
    ['PENALTY_SECURITY_CRITICAL', 'high', /PENALTY_SECURITY_CRITICAL="high" is not a penalty/],
    ['PENALTY_TESTING_WARNING', '-2', /PENALTY_TESTING_WARNING="-2"/],
    ['PENALTY_TESTING_WARNING', '', /PENALTY_TESTING_WARNING=""/],
    ['PENALTY_SECURTY_CRITICAL', '3', /PENALTY_SECURTY_CRITICAL is not a scoring variable/],
    ['PENALTY_THRESHOLD_4_STARS', 'NaN', /PENALTY_THRESHOLD_4_STARS/],
  ])('rejects %s=%s naming the variable', (variable, value, message) => {
    expect(() => loadSettings({ env: { [variable]: value } })).toThrow(message);
    expect(() => loadSettings({ env: { [variable]: value } })).toThrow(ConfigError);
  });

  it('rejects a scoring key of .codehawk.yml that is not a category, severity or star count', () => {
    expect(() =>
      loadSettings({ file: 'scoring:\n  penalties:\n    vibes:\n      critical: 2\n' }),
    ).toThrow(/\.codehawk\.yml: scoring\.penalties/);
    expect(() => loadSettings({ file: 'scoring:\n  thresholds:\n    6: 2\n' })).toThrow(
      /scoring\.thresholds/,
    );
  });

  it('spells Azure DevOps azure-devops everywhere, and still reads the old ado with a deprecation', () => {
    const spelt = loadSettings({ file: 'vcs: azure-devops\n' });
    expect(spelt.settings.vcs).toBe('ado');
    expect(spelt.deprecations).toEqual([]);
    const old = loadSettings({ env: { VCS: 'ADO' } });
    expect(old.settings.vcs).toBe('ado');
    expect(old.deprecations).toEqual([
      'VCS: "ado" is the old spelling; write "azure-devops" (the old one will stop working in a future release).',
    ]);
    expect(() => loadSettings({ file: 'vcs: gitlab\n' })).toThrow(
      '.codehawk.yml: vcs: "gitlab" is not accepted. Accepted: local, github, azure-devops.',
    );
    expect(() => loadSettings({ env: { VCS: 'azure' } })).toThrow(
      'VCS: "azure" is not accepted. Accepted: local, github, azure-devops.',
    );
  });

  it('never echoes a secret, in errors or in descriptions', () => {
    expect(() =>
      loadSettings({ env: { OPENAI_BASE_URL: 'not a url', OPENAI_API_KEY: 'sk-secret-value' } }),
    ).toThrow(/OPENAI_BASE_URL/);
    const { settings } = loadSettings({
      env: { OPENAI_API_KEY: 'sk-secret-value', GH_TOKEN: 'ghp_secret' },
    });
    const described = JSON.stringify(describeSettings(settings));
    expect(described).not.toContain('sk-secret-value');
    expect(described).not.toContain('ghp_secret');
    expect(described).toContain('"apiKey":"[set]"');
  });
});

describe('loadRepositoryFiles', () => {
  it('reads the config and the rules from the base branch only', async () => {
    const asked: string[] = [];
    const files = await loadRepositoryFiles((path) => {
      asked.push(path);
      return Promise.resolve(path === '.codereview.md' ? '- Prefer early returns.' : null);
    });
    expect(files).toEqual({ rules: '- Prefer early returns.' });
    expect(asked.sort()).toEqual(['.codehawk.yml', '.codereview.md']);
  });

  it('reads the configuration from another path when asked', async () => {
    const files = await loadRepositoryFiles(
      (path) => Promise.resolve(path === 'ci/codehawk.yml' ? 'gate:\n  minStars: 3\n' : null),
      'ci/codehawk.yml',
    );
    expect(files).toEqual({ config: 'gate:\n  minStars: 3\n' });
  });
});

describe('the notCode setting', () => {
  it('extends the defaults from .codehawk.yml, and "!" removes a default', () => {
    const { settings } = loadSettings({
      file: 'notCode:\n  extensions: [".proto", "!.snap"]\n  generated: ["**/*.gen.ts"]\n  lockfiles: [deno.lock]\n',
    });
    expect(settings.notCode.extensions).toContain('.proto');
    expect(settings.notCode.extensions).toContain('.md');
    expect(settings.notCode.extensions).not.toContain('.snap');
    expect(settings.notCode.generated).toEqual([...DEFAULT_NOT_CODE.generated, '**/*.gen.ts']);
    expect(settings.notCode.lockfiles).toEqual([...DEFAULT_NOT_CODE.lockfiles, 'deno.lock']);
    expect(loadSettings().settings.notCode.vendored).toEqual([...DEFAULT_NOT_CODE.vendored]);
  });

  it('with no .codehawk.yml is the defaults, which the light entry gives without validating', async () => {
    const light = await import('./not-code-entry.js');
    expect(light.notCodeGlobs(light.DEFAULT_NOT_CODE)).toEqual(
      notCodeGlobs(loadSettings().settings.notCode),
    );
    expect(light.notCodeGlobs(light.DEFAULT_NOT_CODE)).toContain('**/vendor/**');
    expect(light.CONFIG_FILE).toBe('.codehawk.yml');
  });

  it('says how to write an ending, and reads the old review.skipExtensions with a deprecation', () => {
    expect(() => loadSettings({ file: 'notCode:\n  extensions: [proto]\n' })).toThrow(
      '.codehawk.yml: notCode.extensions: an ending starts with "." (or "!." to remove a default).',
    );
    const old = loadSettings({ file: 'review:\n  skipExtensions: [".md", ".png"]\n' });
    expect(old.settings.notCode.extensions).toEqual(['.md', '.png']);
    expect(old.deprecations).toEqual([
      expect.stringContaining(
        '.codehawk.yml: review.skipExtensions is the old setting; write notCode.extensions',
      ),
    ]);
  });
});
