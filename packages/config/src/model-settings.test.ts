import { describe, expect, it } from 'vitest';
import { ConfigError, describeSettings, loadSettings } from './load.js';

const message = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return `${error.setting}: ${error.message}`;
    throw error;
  }
  return 'no error';
};

describe('model endpoint settings', () => {
  it('reads Azure OpenAI from the usual AZURE_OPENAI_* variables and never shows the key', () => {
    const { settings } = loadSettings({
      env: {
        AZURE_OPENAI_ENDPOINT: 'https://contoso.openai.azure.com',
        AZURE_OPENAI_DEPLOYMENT: 'reviewer',
        OPENAI_API_VERSION: '2024-10-21',
        AZURE_OPENAI_API_KEY: 'azure-secret-key',
      },
    });
    expect(settings.model.azure).toEqual({
      endpoint: 'https://contoso.openai.azure.com',
      deployment: 'reviewer',
      apiVersion: '2024-10-21',
      apiKey: 'azure-secret-key',
    });
    expect(JSON.stringify(describeSettings(settings))).not.toContain('azure-secret-key');
  });

  it('needs the deployment with an endpoint, and refuses two endpoints at once', () => {
    expect(
      message(() => loadSettings({ env: { AZURE_OPENAI_ENDPOINT: 'https://c.openai.azure.com' } })),
    ).toMatch(/^AZURE_OPENAI_DEPLOYMENT: AZURE_OPENAI_DEPLOYMENT is required/);
    expect(
      message(() =>
        loadSettings({
          env: {
            AZURE_OPENAI_ENDPOINT: 'https://c.openai.azure.com',
            AZURE_OPENAI_DEPLOYMENT: 'd',
            OPENAI_BASE_URL: 'http://localhost:11434/v1',
          },
        }),
      ),
    ).toMatch(/^OPENAI_BASE_URL: .*set only one/);
    expect(message(() => loadSettings({ env: { AZURE_OPENAI_DEPLOYMENT: 'd' } }))).toMatch(
      /^AZURE_OPENAI_DEPLOYMENT: .*AZURE_OPENAI_ENDPOINT is not/,
    );
  });

  it('reads the API choice, storage, timeouts, cost budget and prices', () => {
    const { settings } = loadSettings({
      env: {
        MODEL_API: 'responses',
        MODEL_STORE: 'false',
        MODEL_TIMEOUT_SECONDS: '30',
        MODEL_TOTAL_TIMEOUT_SECONDS: '600',
        MAX_COST_USD: '0.50',
        MODEL_PRICES: '{"my-codex": {"input": 1.25, "output": 10, "cachedInput": 0.125}}',
      },
    });
    expect(settings.model).toMatchObject({
      api: 'responses',
      store: false,
      requestTimeoutSeconds: 30,
      totalTimeoutSeconds: 600,
      maxCostUsd: 0.5,
      prices: { 'my-codex': { input: 1.25, output: 10, cachedInput: 0.125 } },
    });
  });

  it('takes prices from .codehawk.yml keyed by any model name', () => {
    const { settings } = loadSettings({
      file: 'model:\n  prices:\n    gpt-4.1-2025-04-14:\n      input: 2\n      output: 8\n',
    });
    expect(settings.model.prices['gpt-4.1-2025-04-14']).toEqual({ input: 2, output: 8 });
  });

  it('names the setting and what it accepts', () => {
    expect(message(() => loadSettings({ env: { MODEL_API: 'vibes' } }))).toMatch(
      /^MODEL_API: MODEL_API: "vibes" is not accepted. Accepted: auto, chat, responses/,
    );
    expect(message(() => loadSettings({ env: { MODEL_PRICES: '{oops' } }))).toMatch(
      /^MODEL_PRICES: MODEL_PRICES must be JSON/,
    );
    expect(
      message(() => loadSettings({ env: { MODEL_PRICES: '{"m": {"input": "cheap"}}' } })),
    ).toMatch(/^MODEL_PRICES: /);
    expect(message(() => loadSettings({ env: { MAX_COST_USD: '-1' } }))).toMatch(/^MAX_COST_USD: /);
  });
});
