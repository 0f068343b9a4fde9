import { blastRadius } from './blast-radius.js';
import type { ChangeAnalysis, ChangedRange, GraphView, ImpactedFile } from './graph-types.js';
import type { Definition } from './model.js';
import type { TestReach } from './test-reach.js';

type Entry = { id: string; name: string; file: string };

/** The test reach of the changed functions and methods that are not tests themselves. */
interface ChangedReach {
  callables: Definition[];
  reach: Map<Definition, TestReach>;
  testGaps: ChangeAnalysis['testGaps'];
  testReachUnknown: ChangeAnalysis['testReachUnknown'];
}

/** Files that import a file directly, sorted. */
export const dependentsOf = (graph: GraphView, file: string): string[] =>
  [...graph.importersOf(file)].sort();

/** The definitions a change's line ranges touch; a class counts through its changed methods, not on its own. */
function changedSymbols(graph: GraphView, changes: readonly ChangedRange[]): Definition[] {
  const changed: Definition[] = [];
  for (const change of changes) {
    const file = graph.files.get(change.path);
    if (!file) continue;
    for (const definition of file.definitions) {
      if (
        change.ranges.some(
          ([start, end]) => definition.startLine <= end && definition.endLine >= start,
        )
      )
        changed.push(definition);
    }
  }
  return changed.filter(
    (definition) =>
      !(
        definition.kind === 'class' &&
        changed.some(
          (other) => other.container === definition.name && other.file === definition.file,
        )
      ),
  );
}

/** The files the changed symbols can affect (the changed files left out), their scores summed. */
function radiusOf(
  graph: GraphView,
  symbols: readonly Definition[],
  changedFiles: ReadonlySet<string>,
): ImpactedFile[] {
  const radius = new Map<string, ImpactedFile>();
  for (const definition of symbols) {
    for (const impacted of blastRadius(graph, definition.id, 2).files) {
      if (changedFiles.has(impacted.file)) continue;
      const previous = radius.get(impacted.file);
      radius.set(impacted.file, {
        file: impacted.file,
        score: (previous?.score ?? 0) + impacted.score,
        depth: Math.min(previous?.depth ?? impacted.depth, impacted.depth),
      });
    }
  }
  return [...radius.values()].sort((a, b) => b.score - a.score);
}

function changedReach(
  symbols: readonly Definition[],
  testReach: (definition: Definition) => TestReach,
): ChangedReach {
  const callables = symbols.filter(
    (definition) =>
      (definition.kind === 'function' || definition.kind === 'method') && !definition.isTest,
  );
  const reach = new Map(callables.map((definition) => [definition, testReach(definition)]));
  const entry = (definition: Definition): Entry => ({
    id: definition.id,
    name: definition.qualifiedName,
    file: definition.file,
  });
  const testGaps = callables
    .filter((definition) => reach.get(definition)?.state === 'unreached')
    .map(entry);
  const testReachUnknown = callables.flatMap((definition) => {
    const found = reach.get(definition);
    return found?.state === 'unknown' ? [{ ...entry(definition), reason: found.reason }] : [];
  });
  return { callables, reach, testGaps, testReachUnknown };
}

/** Why a changed file is (not) covered by tests, in words for the risk table. */
function testReason(
  path: string,
  isTest: boolean,
  mine: readonly Definition[],
  coveredByTests: boolean | undefined,
  tests: ChangedReach,
): string {
  if (isTest) return 'a test file';
  if (mine.length === 0) return 'no changed function';
  if (coveredByTests === undefined)
    return `unknown: ${tests.testReachUnknown.find((gap) => gap.file === path)?.reason ?? ''}`;
  if (coveredByTests) return 'reached by tests';
  return `no test reaches ${mine
    .filter((definition) => tests.reach.get(definition)?.state === 'unreached')
    .map((definition) => definition.qualifiedName)
    .join(', ')}`;
}

/** The risk classifier's signals for each changed file the graph parsed. */
function fileSignalsOf(
  graph: GraphView,
  changedFiles: ReadonlySet<string>,
  symbols: readonly Definition[],
  tests: ChangedReach,
): ChangeAnalysis['fileSignals'] {
  const fileSignals: ChangeAnalysis['fileSignals'] = {};
  for (const path of changedFiles) {
    const facts = graph.files.get(path);
    // Not parsed (JSON, YAML, other languages): the graph claims nothing.
    if (!facts) continue;
    const mine = facts.isTest
      ? []
      : tests.callables.filter((definition) => definition.file === path);
    const states = mine.map((definition) => tests.reach.get(definition)?.state);
    const coveredByTests =
      mine.length === 0 || states.includes('unknown') ? undefined : !states.includes('unreached');
    fileSignals[path] = {
      callerCount: symbols
        .filter((definition) => definition.file === path)
        .reduce(
          (sum, definition) =>
            sum +
            graph.incomingCalls(definition.id).filter((edge) => graph.fileOf(edge.from) !== path)
              .length,
          0,
        ),
      ...(coveredByTests === undefined ? {} : { coveredByTests }),
      testReason: testReason(path, facts.isTest, mine, coveredByTests, tests),
    };
  }
  return fileSignals;
}

/** Files to review first: most callers and widest impact, untested first. */
function reviewPrioritiesOf(
  graph: GraphView,
  changedFiles: ReadonlySet<string>,
  fileSignals: ChangeAnalysis['fileSignals'],
  testGaps: ChangeAnalysis['testGaps'],
): ChangeAnalysis['reviewPriorities'] {
  return [...changedFiles]
    .map((file) => {
      const signals = fileSignals[file] ?? { callerCount: 0 };
      const gaps = testGaps.filter((gap) => gap.file === file).length;
      const dependents = dependentsOf(graph, file).length;
      const score = signals.callerCount + 2 * gaps + dependents;
      const reasons = [
        `${signals.callerCount} caller(s) elsewhere`,
        `${dependents} dependent file(s)`,
        ...(gaps > 0 ? [`${gaps} changed function(s) without tests`] : []),
      ];
      return { file, reason: reasons.join(', '), score };
    })
    .sort((a, b) => b.score - a.score || a.file.localeCompare(b.file));
}

/** Changed line ranges → changed symbols, callers, dependents, blast radius, test gaps, priorities. */
export function changeAnalysis(
  graph: GraphView,
  changes: readonly ChangedRange[],
  testReach: (definition: Definition) => TestReach,
): ChangeAnalysis {
  const symbols = changedSymbols(graph, changes);
  const changedFiles = new Set(changes.map((change) => change.path));
  const tests = changedReach(symbols, testReach);
  const fileSignals = fileSignalsOf(graph, changedFiles, symbols, tests);
  return {
    changedSymbols: symbols.map((definition) => ({
      id: definition.id,
      name: definition.qualifiedName,
      file: definition.file,
      kind: definition.kind,
      callers: graph.incomingCalls(definition.id).length,
    })),
    callers: symbols.map((definition) => ({
      symbol: definition.id,
      callers: graph.incomingCalls(definition.id).map((edge) => ({
        id: edge.from,
        file: graph.fileOf(edge.from),
        confidence: edge.confidence,
      })),
    })),
    dependentFiles: [...new Set([...changedFiles].flatMap((file) => dependentsOf(graph, file)))]
      .filter((file) => !changedFiles.has(file))
      .sort(),
    blastRadius: radiusOf(graph, symbols, changedFiles),
    testGaps: tests.testGaps,
    testReachUnknown: tests.testReachUnknown,
    fileSignals,
    reviewPriorities: reviewPrioritiesOf(graph, changedFiles, fileSignals, tests.testGaps),
  };
}
