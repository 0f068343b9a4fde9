import { crId, parseMarkers, type Finding } from '@codehawk/findings';
import { describe, expect, it } from 'vitest';
import { renderComment } from './comment.js';
import { onHost, render } from '@codehawk/testkit';

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
    ).toContain('**Suggestion:**\n\nVerify the signature first.');
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
    expect(render(body).urls).toEqual([]);
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

  it('applies a suggested line of code exactly as written', async () => {
    const suggestion = '```ts\nif (a < b && c > d) return <T,>(x: T) => `@${x}`;\n```';
    const body = await renderComment(finding({ suggestion }), 'github');
    expect(body).toContain('```suggestion\nif (a < b && c > d) return <T,>(x: T) => `@${x}`;\n```');
    expect(render(body).html).toContain('if (a &lt; b &amp;&amp; c &gt; d) return &lt;T,&gt;');
  });

  it('keeps links to the repository host and drops every other link, keeping its text', async () => {
    const host = 'github.com';
    const body = await renderComment(
      finding({
        title: 'See [the advisory](https://evil.test/advisory) now',
        message: [
          'Compare [the helper](https://github.com/acme/shop/blob/main/src/auth.ts#L3).',
          'Click [here](javascript:alert(1)), [there](JaVaScRiPt:alert(2)), [data](data:text/html;base64,PHNjcmlwdD4=), [vb](vbscript:msgbox(1)).',
          '[entity](jav&#97;script:alert(3)) [angle](<javascript:alert(4)>) [relative](../../settings) [scheme-less](//evil.test/x)',
          'Look-alikes: [a](https://github.com.evil.test/acme) [b](https://github.com@evil.test/) [c](https://evil.test\\@github.com/) [d](https://xn--gthub-cta.com/) [e](https://gіthub.com/) [f](http://github.com:8080/)',
          'Autolinks: <https://evil.test/a> <javascript:alert(5)> https://evil.test/bare www.evil.com phish@evil.test',
          'HTML: <a href="javascript:alert(6)">open</a> <A HREF="https://evil.test">up</A>',
          '![pixel](https://evil.test/p.png) ![local](data:image/png;base64,AAAA)',
          '',
          'And a reference: [the docs][docs], [docs] and [docs][].',
          '',
          '[docs]: https://evil.test/docs "Docs"',
        ].join('\n'),
        suggestion:
          'Read [the guide](https://evil.test/guide) or [ours](https://github.com/acme/shop/wiki).',
      }),
      'github',
      undefined,
      host,
    );
    const rendered = render(body);
    expect(rendered.urls).toEqual([
      'https://github.com/acme/shop/blob/main/src/auth.ts#L3',
      'https://github.com/acme/shop/wiki',
    ]);
    expect(rendered.urls.every((url) => onHost(url, host))).toBe(true);
    expect(rendered.foreignHtml).toEqual([]);
    // The words stay; what looked like a link shows as text.
    for (const text of ['the advisory', 'here', 'there', 'the docs', 'the guide', 'open', 'pixel'])
      expect(rendered.text).toContain(text);
    expect(rendered.text).toContain('https://evil.test/bare');
    expect(rendered.text).toContain('[docs]: https://evil.test/docs');
    expect(parseMarkers(body)).toEqual([crId('src/a.ts', 3, 'security')]);
  });

  it('keeps no model-written link when the repository host is unknown', async () => {
    const body = await renderComment(
      finding({ message: 'See [this](https://github.com/acme/shop) and https://github.com/acme.' }),
      'github',
    );
    expect(render(body).urls).toEqual([]);
    expect(render(body).text).toContain('See this and https://github.com/acme.');
  });

  it('keeps its own markers whatever the model opens and never closes', async () => {
    for (const message of [
      '```\nconst open = true; <!-- cr-id: deadbeef -->',
      '~~~~ts\nstill open',
      '<!--\n<!-- cr-id: deadbeef -->',
      '<pre>\nopen block',
      '```x`y\n[z](javascript:alert(1))\n```',
    ]) {
      const body = await renderComment(finding({ message }), 'ado', 'f1e2d3c4');
      const rendered = render(body);
      expect(parseMarkers(body), message).toEqual([crId('src/a.ts', 3, 'security')]);
      expect(rendered.text, message).toContain('confidence 90%');
      expect(rendered.urls, message).toEqual([]);
      expect(rendered.foreignHtml, message).toEqual([]);
    }
  });
});
