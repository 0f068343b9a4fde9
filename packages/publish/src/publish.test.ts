import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crId } from '@codehawk/findings';
import { TempRepo } from '@codehawk/testkit';
import { LocalGitProvider, type VcsProvider } from '@codehawk/vcs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { PublishError } from './errors.js';
import { publishFindings } from './publish.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** A repository whose change adds lines 2–30 of src/app.ts and 2–3 of src/db.ts. */
async function change(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('initial', { 'src/app.ts': 'line 1\n', 'src/db.ts': 'line 1\n' });
  await repo.branch('feature');
  const lines = (count: number): string =>
    Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n') + '\n';
  await repo.commit('change', { 'src/app.ts': lines(30), 'src/db.ts': lines(3) });
  return repo;
}

const finding = (
  file: string,
  line: number,
  category: string,
  severity: string,
  confidence = 0.9,
): Record<string, unknown> => ({
  cr_id: null,
  file,
  line,
  category,
  severity,
  title: `${category} at ${line}`,
  message: 'Explained.',
  confidence,
});

function findingsFile(
  findings: unknown[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    pr_id: 'feature',
    repo: 'demo',
    vcs: 'local',
    review_modes: ['standard'],
    findings,
    fix_verifications: [],
    ...extra,
  };
}

const REVIEW = findingsFile([
  finding('src/app.ts', 2, 'security', 'critical'),
  finding('src/app.ts', 3, 'correctness', 'warning'),
  finding('src/app.ts', 4, 'correctness', 'warning', 0.3),
  finding('src/app.ts', 500, 'performance', 'warning'),
  finding('src/db.ts', 2, 'error_handling', 'suggestion'),
  finding('src/app.ts', 2, 'security', 'critical', 0.95),
  { file: 'src/app.ts', line: 0, category: 'security', severity: 'critical' },
  ...[5, 6, 7, 8, 9, 10].map((line) =>
    finding('src/app.ts', line, 'code_style', 'suggestion', 0.6),
  ),
]);

describe('publishFindings on a local repository', () => {
  it('posts, moves off-diff findings to the summary, and accounts for every input finding', async () => {
    const repo = await change();
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    const result = await publishFindings(REVIEW, vcs, { gate: { minStars: 3 } });
    expect(result.ok).toBe(true);
    expect(result.counts).toMatchObject({
      input: 13,
      rejected: 1,
      merged_duplicate: 1,
      filtered_low_confidence: 1,
      posted: 5,
      moved_to_summary: 1,
      capped: 4,
    });
    const total = Object.entries(result.counts)
      .filter(([key]) => key !== 'input')
      .reduce((sum, [, count]) => sum + count, 0);
    expect(total).toBe(result.counts.input);
    expect(result.findings[6]).toMatchObject({
      disposition: 'rejected',
      reason: '$.findings[6].line: line must be a number of at least 1',
    });
    const threads = await vcs.listThreads();
    expect(threads.map((thread) => thread.line).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      2, 2, 3, 5, 6,
    ]);
    expect(
      threads.find((thread) => thread.file === 'src/app.ts' && thread.line === 2)?.crIds,
    ).toEqual([crId('src/app.ts', 2, 'security')]);
    expect(result.summary.body).toContain('### Findings outside the diff');
    expect(result.summary.body).toContain('`src/app.ts:500`');
    expect(result.summary.body).toContain('4 over the per-file limit');
    expect(result.gate).toMatchObject({ pass: true, minStars: 3 });
  });

  it('an identical re-run posts nothing and edits the summary in place', async () => {
    const repo = await change();
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    await publishFindings(REVIEW, vcs);
    const again = await publishFindings(
      REVIEW,
      await LocalGitProvider.open({ repository: repo.path }),
    );
    expect(again.counts.posted).toBe(0);
    expect(again.counts.already_posted).toBe(5);
    expect(again.summary.created).toBe(false);
    expect(await vcs.listThreads()).toHaveLength(5);
  });

  it('a dry run renders exactly what would be posted and touches nothing', async () => {
    const repo = await change();
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    const result = await publishFindings(REVIEW, vcs, { dryRun: true });
    expect(result.counts).toMatchObject({ would_post: 5, moved_to_summary: 1, posted: 0 });
    // Exactly the five that would land inline: line 500 is outside the diff, so it is in the summary.
    expect(result.comments.map((comment) => `${comment.file}:${comment.line}`)).toEqual([
      'src/app.ts:3',
      'src/db.ts:2',
      'src/app.ts:2',
      'src/app.ts:5',
      'src/app.ts:6',
    ]);
    expect(result.comments[0]?.body).toContain('<!-- cr-id: ');
    await expect(readFile(join(vcs.outboxDirectory, 'threads.json'))).rejects.toThrow(/ENOENT/);
  });

  it('scores what was found, with review modes from the file, and fails the gate below the threshold', async () => {
    const repo = await change();
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    const file = findingsFile(
      [
        finding('src/app.ts', 2, 'security', 'warning'),
        finding('src/app.ts', 3, 'security', 'warning'),
      ],
      { review_modes: ['security'] },
    );
    const result = await publishFindings(file, vcs, { gate: { minStars: 3 }, dryRun: true });
    expect(result.score).toMatchObject({ penalty: 10, stars: 3 });
    expect(
      (await publishFindings(file, vcs, { gate: { maxPenalty: 9 }, dryRun: true })).gate,
    ).toMatchObject({ pass: false, maxPenalty: 9 });
  });

  it('refuses a broken findings file with a clear error and posts nothing', async () => {
    const repo = await change();
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    await expect(publishFindings({ findings: 'nope' }, vcs)).rejects.toThrow(PublishError);
    await expect(publishFindings({ findings: 'nope' }, vcs)).rejects.toThrow(
      /\$\.findings: expected an array/,
    );
    await expect(
      publishFindings({ findings: 'nope' }, vcs, { source: 'ci/findings.json' }),
    ).rejects.toThrow(/^ci\/findings\.json: \$\.findings: expected an array of findings\. Correct/);
    expect(await vcs.listThreads()).toEqual([]);
  });
});

/** The real provider, made to crash after a number of writes (as a process killed mid-run would). */
function crashingAfter(provider: VcsProvider, writes: number): VcsProvider {
  let left = writes;
  const guard = <T>(write: () => Promise<T>): Promise<T> => {
    if (left-- <= 0) return Promise.reject(new Error('crash'));
    return write();
  };
  return {
    kind: provider.kind,
    getPullRequest: () => provider.getPullRequest(),
    listChangedFiles: () => provider.listChangedFiles(),
    getFileContent: (path, side) => provider.getFileContent(path, side),
    getFileDiff: (path, options) => provider.getFileDiff(path, options),
    changesSince: (earlierHead) => provider.changesSince(earlierHead),
    listThreads: () => provider.listThreads(),
    postComments: (comments) => guard(() => provider.postComments(comments)),
    replyToThread: (id, body) => guard(() => provider.replyToThread(id, body)),
    setThreadStatus: (id, status) => guard(() => provider.setThreadStatus(id, status)),
    upsertSummary: (body) => guard(() => provider.upsertSummary(body)),
    readSummary: () => provider.readSummary(),
  };
}

describe('publishFindings after a crash', () => {
  it('a re-run after an interruption at any point posts exactly what is missing', async () => {
    const repo = await change();
    const first = findingsFile([
      finding('src/app.ts', 2, 'security', 'critical'),
      finding('src/app.ts', 3, 'correctness', 'warning'),
    ]);
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    await publishFindings(first, vcs);
    const threads = await vcs.listThreads();
    const idOf = (line: number): string =>
      threads.find((thread) => thread.line === line)?.crIds[0] ?? '';
    // The re-push: one finding fixed, one dismissed, a new one found.
    const second = findingsFile(
      [
        finding('src/app.ts', 4, 'testing', 'warning'),
        finding('src/db.ts', 3, 'performance', 'warning'),
      ],
      {
        fix_verifications: [
          { cr_id: idOf(2), status: 'fixed', reason: 'The signature is verified now.' },
          {
            cr_id: idOf(3),
            status: 'dismissed',
            reason: 'Intended: the loop is bounded.',
            rule_suggestion: 'Loops over config entries are bounded.',
          },
        ],
      },
    );
    const outbox = join(vcs.outboxDirectory, 'threads.json');
    const saved = await readFile(outbox, 'utf8');

    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 }), async (crashAfter) => {
        await repo.write({ [join('.codehawk/outbox/feature/threads.json')]: saved });
        const crashing = crashingAfter(
          await LocalGitProvider.open({ repository: repo.path }),
          crashAfter,
        );
        await publishFindings(second, crashing).catch(() => undefined);
        const rerun = await publishFindings(
          second,
          await LocalGitProvider.open({ repository: repo.path }),
        );
        expect(rerun.ok).toBe(true);
        const final = await vcs.listThreads();
        // Every finding exactly once, every verification applied exactly once.
        expect(final.map((thread) => `${thread.file}:${thread.line}`).sort()).toEqual([
          'src/app.ts:2',
          'src/app.ts:3',
          'src/app.ts:4',
          'src/db.ts:3',
        ]);
        const fixed = final.find((thread) => thread.line === 2);
        const dismissed = final.find((thread) => thread.line === 3);
        expect([fixed?.status, dismissed?.status]).toEqual(['fixed', 'wont_fix']);
        expect(
          fixed?.comments.filter((comment) =>
            comment.body.includes('codehawk-verification: fixed'),
          ),
        ).toHaveLength(1);
        expect(
          dismissed?.comments.filter((comment) => comment.body.includes('Dismissal accepted')),
        ).toHaveLength(1);
        expect(dismissed?.comments.at(-1)?.body).toContain(
          'Loops over config entries are bounded.',
        );
      }),
      { numRuns: 14 },
    );
  }, 120_000);
});

describe('publishFindings dry run of fix verifications', () => {
  it('lists each reply and status change exactly as the real run then posts them', async () => {
    const repo = await change();
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    await publishFindings(findingsFile([finding('src/app.ts', 2, 'security', 'critical')]), vcs);
    const [thread] = await vcs.listThreads();
    const id = thread?.crIds[0] ?? '';
    const verified = findingsFile([], {
      fix_verifications: [{ cr_id: id, status: 'fixed', reason: 'The token is read from env.' }],
    });

    const dry = await publishFindings(verified, vcs, { dryRun: true });
    expect(dry.verifications).toMatchObject([
      { crId: id, action: 'would_reply', setStatus: 'fixed' },
    ]);
    expect(dry.verifications[0]?.reply).toContain('**Fixed** — The token is read from env.');
    expect((await vcs.listThreads())[0]?.comments).toHaveLength(1);

    const real = await publishFindings(verified, vcs);
    expect(real.verifications[0]).toMatchObject({ action: 'replied', setStatus: 'fixed' });
    const after = (await vcs.listThreads())[0];
    expect(after?.status).toBe('fixed');
    expect(after?.comments.at(-1)?.body).toBe(dry.verifications[0]?.reply);
  });
});
