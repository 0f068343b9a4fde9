// The contract every VcsProvider must honour, as one scenario that any provider's tests run
// unchanged: same steps, same observable transcript, whatever the platform.
import { crId, embedMarker } from '@codehawk/findings';
import type { ReviewThread, VcsProvider } from './contract.js';

/** What a scenario needs: the change must have new-file lines 2–4 of `file` in its diff, and not line 900. */
export interface ContractWorld {
  file: string;
  /** A provider as CodeHawk's identity. Called again for a "re-run" (a fresh instance). */
  ours: () => Promise<VcsProvider> | VcsProvider;
  /** A provider as a developer (another identity) on the same change. */
  developer: () => Promise<VcsProvider> | VcsProvider;
}

export interface ContractTranscript {
  threadsBefore: number;
  posted: number;
  notPlaced: string[];
  threads: {
    ours: boolean;
    crIds: string[];
    line: number | undefined;
    resolved: boolean;
    comments: number;
  }[];
  afterReply: { comments: number; repliesOurs: boolean[] };
  afterStatus: { first: boolean; second: boolean; reopened: boolean };
  summary: { firstCreated: boolean; secondCreated: boolean; sameId: boolean };
  rerun: { crIds: string[][]; postedAgain: number };
  spoofed: { ours: boolean; crIds: string[] };
}

const resolved = (thread: ReviewThread | undefined): boolean =>
  thread !== undefined && thread.status !== 'active';

/** Runs the contract scenario and returns what a user of the provider would observe. */
export async function runContractScenario(world: ContractWorld): Promise<ContractTranscript> {
  const provider = await world.ours();
  const idA = crId(world.file, 2, 'security');
  const idB = crId(world.file, 3, 'correctness');
  const threadsBefore = (await provider.listThreads()).length;
  const result = await provider.postComments([
    { file: world.file, line: 2, body: embedMarker('A: token is not verified.', idA) },
    { file: world.file, line: 3, body: embedMarker('B: off by one.', idB) },
    { file: world.file, line: 900, body: 'C: not in the diff' },
  ]);
  const byLine = (threads: ReviewThread[], line: number): ReviewThread | undefined =>
    threads.find((thread) => thread.ours && thread.line === line);
  let threads = await provider.listThreads();
  const first = byLine(threads, 2);
  const second = byLine(threads, 3);

  await provider.replyToThread(first?.id ?? 'missing', 'Thanks — fixed in the next push?');
  const developer = await world.developer();
  await developer.replyToThread(first?.id ?? 'missing', 'Yes, fixed.');
  const afterReply = byLine(await provider.listThreads(), 2);

  await provider.setThreadStatus(first?.id ?? 'missing', 'fixed');
  await provider.setThreadStatus(second?.id ?? 'missing', 'wont_fix');
  threads = await provider.listThreads();
  const afterStatus = {
    first: resolved(byLine(threads, 2)),
    second: resolved(byLine(threads, 3)),
    reopened: false,
  };
  await provider.setThreadStatus(second?.id ?? 'missing', 'active');
  afterStatus.reopened = !resolved(byLine(await provider.listThreads(), 3));

  const summaryA = await provider.upsertSummary('## CodeHawk\nfirst');
  const summaryB = await provider.upsertSummary('## CodeHawk\nsecond');

  // A re-run: a fresh instance sees the same ids, so the poster would skip both findings.
  const rerun = await world.ours();
  const rerunThreads = (await rerun.listThreads()).filter((thread) => thread.ours);
  const known = new Set(rerunThreads.flatMap((thread) => thread.crIds));
  const postedAgain = [idA, idB].filter((id) => !known.has(id)).length;

  await developer.postComments([
    { file: world.file, line: 4, body: embedMarker('pasted marker', idA) },
  ]);
  const spoofed = (await provider.listThreads()).find((thread) => thread.line === 4);

  return {
    threadsBefore,
    posted: result.posted.length,
    notPlaced: result.notPlaced.map((entry) => entry.comment.body),
    threads: [first, second].map((thread) => ({
      ours: thread?.ours ?? false,
      crIds: thread?.crIds ?? [],
      line: thread?.line,
      resolved: resolved(thread),
      comments: thread?.comments.length ?? 0,
    })),
    afterReply: {
      comments: afterReply?.comments.length ?? 0,
      repliesOurs: afterReply?.comments.map((comment) => comment.ours) ?? [],
    },
    afterStatus,
    summary: {
      firstCreated: summaryA.created,
      secondCreated: summaryB.created,
      sameId: summaryA.id === summaryB.id,
    },
    rerun: { crIds: rerunThreads.map((thread) => thread.crIds), postedAgain },
    spoofed: { ours: spoofed?.ours ?? true, crIds: spoofed?.crIds ?? ['missing'] },
  };
}

/** The transcript every provider must produce for a world whose file is `file`. */
export function expectedContractTranscript(file: string): ContractTranscript {
  return {
    threadsBefore: 0,
    posted: 2,
    notPlaced: ['C: not in the diff'],
    threads: [
      { ours: true, crIds: [crId(file, 2, 'security')], line: 2, resolved: false, comments: 1 },
      { ours: true, crIds: [crId(file, 3, 'correctness')], line: 3, resolved: false, comments: 1 },
    ],
    afterReply: { comments: 3, repliesOurs: [true, true, false] },
    afterStatus: { first: true, second: true, reopened: true },
    summary: { firstCreated: true, secondCreated: false, sameId: true },
    rerun: { crIds: [[crId(file, 2, 'security')], [crId(file, 3, 'correctness')]], postedAgain: 0 },
    spoofed: { ours: false, crIds: [] },
  };
}
