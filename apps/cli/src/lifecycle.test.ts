import { crId } from '@codehawk/findings';
import { describe, expect, it } from 'vitest';
import {
  HEADS,
  NEW_BUG,
  RETRIES_FIXED,
  referenceOf,
  soakLifecycle,
  useWorlds,
  type Platform,
  type Reference,
} from '../test/lifecycle-world.js';

const world = useWorlds();

// A clean first review of each platform, reviewed once: the tests that compare against one share it.
const references = new Map<Platform, Promise<Reference>>();
function reference(platform: Platform): Promise<Reference> {
  const known = references.get(platform) ?? referenceOf(platform);
  references.set(platform, known);
  return known;
}

/** The score and gate line of a report. */
const verdict = (stdout: string): string | undefined => /Score .*Gate: \w+/.exec(stdout)?.[0];

// The static check finds the hard-coded token (critical); the scripted model a bug on the diff and
// one off it (line 35), which only the summary can carry.
const EXPECTED_INLINE = 2;

const FIXED_UTIL = HEADS.first['src/util.ts'].replace(
  'items[items.length];',
  'items[items.length - 1];',
);
const CACHE = 'export function cachePath(header: string) {\n  return `/var/cache/${header}`;\n}\n';

describe.each<Platform>(['github', 'azure-devops'])('a pull request’s life on %s', (platform) => {
  it('first review, then an identical re-run: nothing written, the same failing gate', async () => {
    const pr = await world(platform);
    const first = await pr.review();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('Gate: FAIL');
    expect([...pr.threadsByCrId().values()]).toEqual(Array(EXPECTED_INLINE).fill(1));
    const { count, state } = pr.summaries();
    expect(count).toBe(1);
    expect(state).toMatchObject({ complete: true, reviewed: state?.head });
    expect(state?.open.filter((finding) => !finding.inline).map((finding) => finding.line)).toEqual(
      [35],
    );

    const writes = pr.writes();
    const again = await pr.review();
    expect(again.code).toBe(1);
    expect(again.stdout).toContain('already reviewed completely');
    expect(verdict(again.stdout)).toBe(verdict(first.stdout));
    expect(pr.writes() - writes).toBe(0);
    expect(pr.summaries().state?.open).toHaveLength(3);
  }, 120_000);

  it('a coverage gate that failed stays failed on an unchanged re-run (COVERAGE_GATE_MODE=fail)', async () => {
    const pr = await world(platform);
    // 1,000 changed lines: the diff reaches the model only as a map of pages it does not read.
    const limits = Array.from(
      { length: 1_000 },
      (_, index) => `export const limit${index + 1} = ${index + 1} * 1024;`,
    ).join('\n');
    pr.push({ ...HEADS.first, 'src/limits.ts': `${limits}\n` });
    const env = { COVERAGE_GATE_MODE: 'fail', MIN_STARS: '0' };
    const first = await pr.review({ env });
    expect(first.stdout).toMatch(/Gate: FAIL — COVERAGE_GATE_MODE=fail: the model was not shown/);
    expect(first.code).toBe(1);

    const writes = pr.writes();
    const again = await pr.review({ env });
    expect(again.stdout).toContain('already reviewed completely');
    expect(verdict(again.stdout)).toBe(verdict(first.stdout));
    expect(again.code).toBe(1);
    expect(pr.writes()).toBe(writes);

    // Lines no review has shown the model are not left behind by an incremental re-push.
    pr.push({ ...HEADS.first, 'src/limits.ts': `${limits}\n`, 'src/cache.ts': CACHE });
    const repush = await pr.review({ env });
    expect(repush.stdout).toContain(
      'the whole change was reviewed again, because the last complete review',
    );
    expect(pr.prompts().review.join('\n')).toContain('export function login');
  }, 120_000);

  it('a run killed at any write, then re-run, posts exactly what was missing', async () => {
    const clean = await reference(platform);
    const writesPerRun = clean.writes;
    const expected = clean.crIds;
    // A CLI that failed to start writes nothing: there would be no write to kill at.
    expect(clean.code).toBe(1);
    expect(writesPerRun).toBeGreaterThan(0);
    for (let writeIndex = 0; writeIndex < writesPerRun; writeIndex++) {
      for (const applied of [false, true]) {
        const pr = await world(platform);
        const killed = await pr.review({ killAt: { writeIndex, applied } });
        expect(killed.signal).toBe('SIGKILL');
        const resumed = await pr.review();
        const where = `killed at write ${writeIndex} (${applied ? 'after' : 'before'} it applied)`;
        expect(resumed.code, where).toBe(clean.code);
        expect(verdict(resumed.stdout), where).toBe(verdict(clean.stdout));
        const threads = pr.threadsByCrId();
        expect([...threads.keys()].sort(), where).toEqual(expected);
        expect(
          [...threads.values()].every((count) => count === 1),
          where,
        ).toBe(true);
        expect(pr.summaries().count, where).toBe(1);
        expect(pr.summaries().state?.complete, where).toBe(true);
      }
    }
  }, 240_000);
});

describe.each<Platform>(['github', 'azure-devops'])('a resumed run on %s', (platform) => {
  it('a run killed after findings.json was written: the re-run asks the model nothing and posts only what is missing', async () => {
    const expected = (await reference(platform)).crIds;

    const pr = await world(platform);
    const killed = await pr.review({ killAt: { writeIndex: 0, applied: true } });
    expect(killed.signal).toBe('SIGKILL');
    expect(pr.prompts().review.length).toBeGreaterThan(0);
    const landed = pr.threadsByCrId();
    expect(landed.size).toBeGreaterThan(0);
    expect(pr.summaries().count).toBe(0);

    const writes = pr.writes();
    const resumed = await pr.review();
    expect(resumed.stderr).toBe('');
    expect(resumed.stdout).toContain('Resumed: an earlier run on this head did not finish');
    // No model call at all: neither a review nor a verification.
    expect(pr.prompts()).toEqual({ review: [], verify: [] });
    const threads = pr.threadsByCrId();
    expect([...threads.keys()].sort()).toEqual(expected);
    expect([...threads.values()].every((count) => count === 1)).toBe(true);
    // What was missing, and nothing more: the other inline threads and the one summary.
    expect(pr.writes() - writes).toBeLessThanOrEqual(expected.length - landed.size + 1);
    expect(pr.summaries()).toMatchObject({ count: 1, state: { complete: true } });
    expect(pr.summaries().state?.open).toHaveLength(3);
    expect(resumed.code).toBe(1);
  }, 120_000);

  it('findings.json of another head is not re-used: a re-push asks the model', async () => {
    const pr = await world(platform);
    await pr.review({ killAt: { writeIndex: 0, applied: true } });
    pr.push({ ...HEADS.first, 'src/cache.ts': CACHE });
    const next = await pr.review();
    expect(next.stdout).not.toContain('Resumed:');
    expect(pr.prompts().review.join('\n')).toContain('cachePath(header');
    expect(pr.threadsByCrId().get(crId(NEW_BUG.file, NEW_BUG.line, NEW_BUG.category))).toBe(1);
  }, 120_000);
});

describe.each<Platform>(['github', 'azure-devops'])('off-diff findings on %s', (platform) => {
  it('are verified on a new head: a fixed one leaves the summary and the gate, a still-present one stays', async () => {
    const pr = await world(platform);
    const first = await pr.review();
    const offDiff = crId('src/util.ts', 35, 'correctness');
    const openIds = () => pr.summaries().state?.open.map((finding) => finding.cr_id) ?? [];
    expect(openIds()).toContain(offDiff);
    expect(pr.threadsByCrId().has(offDiff)).toBe(false);

    // A push that leaves line 35 as it was: the verifier is asked, and the finding stays.
    pr.push({ ...HEADS.first, 'src/util.ts': FIXED_UTIL });
    const kept = await pr.review();
    expect(pr.prompts().verify.join('\n')).toContain(offDiff);
    expect(openIds()).toContain(offDiff);
    expect(pr.summaries().body).toContain('A negative retry count');
    const penaltyOf = (stdout: string) => Number(/penalty (\d+)/.exec(stdout)?.[1]);

    // A push that fixes it: it leaves the summary's open findings and the score.
    pr.push({
      ...HEADS.first,
      'src/util.ts': FIXED_UTIL.replace('export const retries = -1;', RETRIES_FIXED),
    });
    const fixed = await pr.review();
    expect(fixed.stderr).toBe('');
    expect(pr.prompts().verify.join('\n')).toContain(offDiff);
    expect(openIds()).not.toContain(offDiff);
    expect(pr.summaries().state?.open).toHaveLength(1);
    expect(pr.summaries().body).not.toContain('A negative retry count');
    expect(penaltyOf(fixed.stdout)).toBeLessThan(penaltyOf(kept.stdout));
    expect(penaltyOf(kept.stdout)).toBeLessThan(penaltyOf(first.stdout));
  }, 120_000);
});

describe.each<Platform>(['github', 'azure-devops'])(
  'a small seeded fault soak on %s',
  (platform) => {
    it('at 20 % faults and with SIGKILLs: nothing posted twice, nothing lost, no gate flipped', async () => {
      const clean = await reference(platform);
      const results = [];
      for (const seed of [1, 2, 3]) results.push(await soakLifecycle(platform, seed, 0.2, clean));
      expect(results.map((result) => [result.duplicates, result.lost, result.gateFlips])).toEqual(
        results.map(() => [0, 0, 0]),
      );
    }, 240_000);
  },
);

describe.each<Platform>(['github', 'azure-devops'])('a re-push on %s', (platform) => {
  it('gives the model only the commits pushed since the last complete review, and verifies the rest', async () => {
    const pr = await world(platform);
    expect((await pr.review()).code).toBe(1);
    expect(pr.prompts().review.join('\n')).toContain('export function login');
    pr.push({ ...HEADS.first, 'src/util.ts': FIXED_UTIL, 'src/cache.ts': CACHE });

    const repush = await pr.review();
    expect(repush.stderr).toBe('');
    expect(repush.stdout).toContain('the model reviewed only the changes since');
    const prompts = pr.prompts();
    expect(prompts.review.join('\n')).toContain('cachePath(header');
    expect(prompts.review.join('\n')).toContain('items.length - 1');
    // auth.ts did not change since the first review: it does not reach the model again.
    expect(prompts.review.join('\n')).not.toContain('export function login');
    // The earlier findings were verified against the new head: the off-by-one is fixed.
    expect(prompts.verify.join('\n')).toContain('items.length - 1');
    const newBug = crId(NEW_BUG.file, NEW_BUG.line, NEW_BUG.category);
    expect(pr.threadsByCrId().get(newBug)).toBe(1);
    expect([...pr.threadsByCrId().values()].every((count) => count === 1)).toBe(true);
    const open = pr.summaries().state?.open.map((finding) => finding.cr_id) ?? [];
    expect(open).not.toContain(crId('src/util.ts', 2, 'correctness'));
    expect(open).toContain(newBug);
    expect(open).toHaveLength(3);
    expect(repush.code).toBe(1);
  }, 120_000);

  it('reviews the whole change again after a force-push, and says why', async () => {
    const pr = await world(platform);
    expect((await pr.review()).code).toBe(1);
    pr.push({ ...HEADS.first, 'src/cache.ts': CACHE }, { rewrite: true });

    const repush = await pr.review();
    expect(repush.stdout).toMatch(
      /the whole change was reviewed again, because .* not an ancestor/,
    );
    const prompts = pr.prompts().review.join('\n');
    expect(prompts).toContain('export function login');
    expect(prompts).toContain('cachePath(header');
    const threads = pr.threadsByCrId();
    expect(threads.get(crId(NEW_BUG.file, NEW_BUG.line, NEW_BUG.category))).toBe(1);
    expect([...threads.values()].every((count) => count === 1)).toBe(true);
  }, 120_000);
});

describe('a re-push on GitHub', () => {
  it('verifies earlier findings, finds the bug in the new commits, and gates the pull request’s state', async () => {
    const pr = await world('github');
    expect((await pr.review()).code).toBe(1);
    const token = [...pr.threadsByCrId().keys()].find((id) =>
      pr.thread(id).bodies[0]?.includes('Critical'),
    );
    const offByOne = crId('src/util.ts', 2, 'correctness');
    const offDiff = crId('src/util.ts', 35, 'correctness');
    expect(token).toBeDefined();
    await pr.reply(token ?? '', 'This token is a published test fixture, not a secret.');
    pr.push({
      'src/auth.ts': HEADS.first['src/auth.ts'],
      'src/util.ts': FIXED_UTIL,
      'src/cache.ts': CACHE,
    });

    const repush = await pr.review();
    expect(repush.stderr).toBe('');
    // One fixed, one dismissal accepted, the off-diff finding still open, the new bug posted.
    expect(pr.thread(offByOne)).toMatchObject({ resolved: true });
    expect(pr.thread(offByOne).bodies.at(-1)).toContain('Fixed');
    expect(pr.thread(token ?? '').bodies.at(-1)).toContain('Dismissal accepted');
    const newBug = crId(NEW_BUG.file, NEW_BUG.line, NEW_BUG.category);
    expect(pr.threadsByCrId().get(newBug)).toBe(1);
    const state = pr.summaries().state;
    expect(state?.open.map((finding) => finding.cr_id).sort()).toEqual([newBug, offDiff].sort());
    expect(repush.code).toBe(1);

    // The same head again: nothing is written, and the gate stays as it was.
    const writes = pr.writes();
    const again = await pr.review();
    expect(again.code).toBe(1);
    expect(pr.writes()).toBe(writes);
  }, 120_000);
});
