// Phase 2 on its own: `review --dry-run` writes findings.json and posts nothing, `publish` posts it,
// and the pull request ends exactly as one combined `review` leaves an identical one; `score`
// gives the same verdict for the file.
import { describe, expect, it, vi } from 'vitest';
import { useWorlds, type Platform, type World } from '../test/lifecycle-world.js';

vi.setConfig({ testTimeout: 120_000 });

const world = useWorlds();

/** The score and gate line of a review or publish report. */
const verdict = (stdout: string): string | undefined => /Score .*Gate: \w+ — .*/.exec(stdout)?.[0];

const sorted = (comments: ReturnType<World['inline']>) =>
  [...comments].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

describe.each<Platform>(['github', 'azure-devops'])('Phase 2 separately on %s', (platform) => {
  it('review --dry-run then publish posts what one combined review posts, and score agrees', async () => {
    const combined = await world(platform);
    const separate = await world(platform);

    const once = await combined.review();
    expect(once.code).toBe(1);
    expect(verdict(once.stdout)).toMatch(/Gate: FAIL/);

    const phaseOne = await separate.codehawk('review', ['--dry-run', '--output', '.codehawk']);
    expect(phaseOne.stderr).toBe('');
    expect(phaseOne.stdout).toContain('Dry run: nothing was posted.');
    // Phase 1 alone posts nothing at all; its verdict is already the one Phase 2 will give.
    expect(separate.writes()).toBe(0);
    expect(separate.inline()).toEqual([]);
    expect(verdict(phaseOne.stdout)).toBe(verdict(once.stdout));

    // A dry run of Phase 2 lists every comment exactly as it will be posted, and posts nothing.
    const preview = await separate.codehawk('publish', ['.codehawk/findings.json', '--dry-run']);
    expect(separate.writes()).toBe(0);
    for (const comment of combined.inline()) {
      expect(preview.stdout).toContain(`── ${comment.file}:${comment.line}\n${comment.body}\n`);
    }
    expect(verdict(preview.stdout)).toBe(verdict(once.stdout));

    const published = await separate.codehawk('publish', ['.codehawk/findings.json']);
    expect(published.stderr).toBe('');
    expect(published.code).toBe(once.code);
    expect(published.stdout).toContain(
      `Posted to the ${platform === 'github' ? 'GitHub' : 'Azure DevOps'} pull request.`,
    );
    expect(sorted(separate.inline())).toEqual(sorted(combined.inline()));
    expect(separate.inline()).toHaveLength(2);
    expect(verdict(published.stdout)).toBe(verdict(once.stdout));
    expect(separate.summaries().state?.open).toEqual(combined.summaries().state?.open);

    const scored = await separate.codehawk('score', ['.codehawk/findings.json', '--json']);
    const score = JSON.parse(scored.stdout) as {
      stars: number;
      penalty: number;
      quality: string;
      gate: { pass: boolean; reason: string };
    };
    expect(scored.code).toBe(once.code);
    expect(verdict(once.stdout)).toContain(
      `${score.stars}/5 (${score.quality}), penalty ${score.penalty}. Gate: ${score.gate.pass ? 'PASS' : 'FAIL'} — ${score.gate.reason}`,
    );

    // Published again, nothing is posted twice.
    const again = await separate.codehawk('publish', ['.codehawk/findings.json']);
    expect(again.code).toBe(once.code);
    expect(separate.inline()).toHaveLength(2);
    expect(separate.summaries().count).toBe(1);
  });
});
