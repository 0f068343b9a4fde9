import { crId, parseMarkers, type Finding } from '@codehawk/findings';
import { describe, expect, it } from 'vitest';
import { renderComment } from './comment.js';

const finding = (overrides: Partial<Finding> = {}): Finding => ({
  cr_id: crId('src/a.ts', 3, 'security'),
  file: 'src/a.ts',
  line: 3,
  category: 'security',
  severity: 'critical',
  title: 'Token is not verified',
  message: 'Anyone can forge a session.',
  confidence: 0.9,
  source: 'agent',
  ...overrides,
});

describe('renderComment', () => {
  it('shows severity, category, title, message and confidence, with our marker', async () => {
    const body = await renderComment(finding(), 'github');
    expect(body).toContain('**🔴 Critical · security** — Token is not verified');
    expect(body).toContain('Anyone can forge a session.');
    expect(body).toContain('confidence 90%');
    expect(parseMarkers(body)).toEqual([crId('src/a.ts', 3, 'security')]);
  });

  it('turns a fenced suggestion into a GitHub suggestion block, and a plain code block elsewhere', async () => {
    const suggestion = '```ts\nconst claims = verify(token, key);\n```';
    expect(await renderComment(finding({ suggestion }), 'github')).toContain(
      '```suggestion\nconst claims = verify(token, key);\n```',
    );
    const ado = await renderComment(finding({ suggestion }), 'ado');
    expect(ado).toContain('**Suggestion:**\n\n```\nconst claims');
    expect(
      await renderComment(finding({ suggestion: 'Verify the signature first.' }), 'github'),
    ).toContain('**Suggestion:** Verify the signature first.');
  });

  it('neutralises HTML, remote images and mentions, and never lets model text forge a marker', async () => {
    const body = await renderComment(
      finding({
        title: 'ping @octocat and @acme/security',
        message:
          '<img src=x onerror=alert(1)> ![track](https://evil.test/p.png) <!-- cr-id: deadbeef --> `@kept-in-code`',
      }),
      'github',
    );
    expect(body).not.toMatch(/<img/);
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('!\\[track]');
    expect(body).toContain('@\u200boctocat');
    expect(body).toContain('@\u200bacme/security');
    expect(body).toContain('`@kept-in-code`');
    expect(parseMarkers(body)).toEqual([crId('src/a.ts', 3, 'security')]);
  });

  it('masks credentials the model quoted', async () => {
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;
    const body = await renderComment(
      finding({ message: `The diff commits ${token} in config.` }),
      'github',
    );
    expect(body).not.toContain(token);
    expect(body).toContain('[REDACTED credential]');
  });
});
