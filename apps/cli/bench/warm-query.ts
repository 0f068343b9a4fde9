// Warm queries as a user runs them: the built `codehawk graph callers|dependents|blast-radius`, one
// process each, in a git repository of ~500 files whose graph cache is warm (goal ≤ 300 ms).
// The repository is Django as a project uses it: its Python files without the locale formats
// (conf/locale) and with only the contrib apps `startproject` installs (496 files).
// Each query runs with NODE_EXTRA_CA_CERTS as this machine sets it and with it empty: Node.js loads
// an extra CA bundle at start, before any of our code, so `node -e 0` is measured both ways too.
// Wall and CPU (the process and its children, e.g. git) are medians of interleaved runs. Callers
// runs twice: with `--root`, and as a user types it, without, from a subdirectory of the repository.
// `--callgrind` adds instruction counts (valgrind, `node --predictable`: the same count every run,
// whatever the machine's load), the figure to decide a change by. `--node <binary>` (repeatable)
// measures the same queries on another Node.js as well, interleaved with this one's runs: Node.js 24
// loads an extra CA bundle only when a TLS connection needs it.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TempRepo } from '@codehawk/testkit';

const bin = fileURLToPath(new URL('../dist/bin.cjs', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 11);
const STARTPROJECT_APPS = ['admin', 'auth', 'contenttypes', 'sessions', 'messages', 'staticfiles'];

// Debian's python3-django (`packages/graph/bench/graph-speed.ts` installs it when missing).
const DJANGO = '/usr/lib/python3/dist-packages/django';

/** Django's files a project's checkout would hold: no locale formats, the default contrib apps. */
function kept(path: string): boolean {
  const parts = path.split(sep);
  if (parts[0] === 'conf' && parts[1] === 'locale') return false;
  if (parts[0] === 'contrib' && parts.length > 2) return STARTPROJECT_APPS.includes(parts[1] ?? '');
  return true;
}

async function repository(): Promise<{ repo: TempRepo; files: number }> {
  const repo = await TempRepo.create('codehawk-warm-query-');
  let files = 0;
  cpSync(DJANGO, join(repo.path, 'django'), {
    recursive: true,
    filter: (path) => {
      const inside = relative(DJANGO, path);
      if (statSync(path).isDirectory()) return !inside.split(sep).includes('__pycache__');
      const wanted = path.endsWith('.py') && kept(inside);
      if (wanted) files++;
      return wanted;
    },
  });
  // Last changed an hour ago, as in a checkout that is not brand new (recent files are re-hashed).
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const listed = execFileSync('find', [join(repo.path, 'django'), '-type', 'f'])
    .toString()
    .trim();
  for (const file of listed.split('\n')) utimesSync(file, anHourAgo, anHourAgo);
  await repo.commit('corpus');
  // Git's own files (its index, just written) tell a later change by their time only once two
  // seconds old: until then a build keeps no state of git's listing, and queries run git.
  await new Promise((done) => setTimeout(done, 2_100));
  return { repo, files };
}

function codehawk(root: string, args: readonly string[]): string {
  return execFileSync(process.execPath, [bin, ...args, '--root', root, '--no-progress'], {
    maxBuffer: 1 << 30,
  }).toString();
}

interface Export {
  nodes: { id: string }[];
  edges: { kind: string; to: string }[];
}

/** The most-called definition and the most-imported file: the queries with the most to answer. */
function targets(root: string): { symbol: string; file: string } {
  const graph = JSON.parse(codehawk(root, ['graph', 'export'])) as Export;
  const most = (kind: string): string => {
    const counts = new Map<string, number>();
    for (const edge of graph.edges)
      if (edge.kind === kind) counts.set(edge.to, (counts.get(edge.to) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
  };
  return { symbol: most('calls'), file: most('imports').replace(/^file:/, '') };
}

/** CPU time (user + system, ms) of this process's finished children, from the kernel. */
function childrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // cutime and cstime: fields 16 and 17 of stat, in clock ticks (100 a second on Linux).
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

interface Run {
  label: string;
  args: string[];
  cwd?: string;
  /** The Node.js binary that runs it. */
  node: string;
}

function timed({ args, cwd, node }: Run, env: NodeJS.ProcessEnv): { wall: number; cpu: number } {
  const cpu = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(node, args, { env, cwd, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
  return { wall: performance.now() - started, cpu: childrenCpuMs() - cpu };
}

/** Instructions (G) of the whole process, every thread, under callgrind. */
function instructions({ args, cwd, node }: Run, env: NodeJS.ProcessEnv, out: string): number {
  spawnSync(
    'valgrind',
    ['--tool=callgrind', `--callgrind-out-file=${out}`, node, '--predictable', ...args],
    { env, cwd, stdio: 'ignore' },
  );
  const total = /^summary: (\d+)/m.exec(readFileSync(out, 'utf8'))?.[1];
  rmSync(out, { force: true });
  return Number(total) / 1e9;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { repo, files } = await repository();
const root = repo.path;
const callgrindOut = repo.sibling('callgrind');
try {
  codehawk(root, ['graph', 'build']);
  const { symbol, file } = targets(root);
  const nodes = [
    process.execPath,
    ...process.argv.flatMap((arg, at) => (arg === '--node' ? [process.argv[at + 1] ?? ''] : [])),
  ];
  const runs: Run[] = nodes.flatMap((node) => {
    const version = execFileSync(node, ['--version']).toString().trim();
    return [
      { label: `node ${version} -e 0`, args: ['-e', '0'], node },
      { label: `callers ${symbol}`, args: [bin, 'graph', 'callers', symbol, '--root', root], node },
      {
        label: `  the same without --root, in django/db`,
        args: [bin, 'graph', 'callers', symbol],
        cwd: join(root, 'django', 'db'),
        node,
      },
      {
        label: `dependents ${file}`,
        args: [bin, 'graph', 'dependents', file, '--root', root],
        node,
      },
      {
        label: `blast-radius ${file}`,
        args: [bin, 'graph', 'blast-radius', file, '--root', root],
        node,
      },
    ];
  });
  const extraCa = process.env.NODE_EXTRA_CA_CERTS ?? '';
  const envs: [string, NodeJS.ProcessEnv][] = [
    ...(extraCa
      ? [[`NODE_EXTRA_CA_CERTS=${extraCa}`, process.env] as [string, NodeJS.ProcessEnv]]
      : []),
    ['no extra CA bundle', { ...process.env, NODE_EXTRA_CA_CERTS: '' }],
  ];
  for (const run of runs.slice(1)) for (const [, env] of envs) timed(run, env); // warm up
  const times = envs.map(() => runs.map(() => ({ wall: [] as number[], cpu: [] as number[] })));
  for (let round = 0; round < ROUNDS; round++)
    for (const [e, [, env]] of envs.entries())
      for (const [r, run] of runs.entries()) {
        const { wall, cpu } = timed(run, env);
        times[e]?.[r]?.wall.push(wall);
        times[e]?.[r]?.cpu.push(cpu);
      }
  const counted = process.argv.includes('--callgrind');
  console.log(
    `Django cut to ${files} files, warm cache: median of ${ROUNDS} interleaved runs, wall / CPU (goal ≤ 300 ms wall)`,
  );
  for (const [e, [name, env]] of envs.entries()) {
    console.log(`  ${name}`);
    const counts = runs.map((run) => (counted ? instructions(run, env, callgrindOut) : 0));
    for (const [r, run] of runs.entries()) {
      // Each query against `node -e 0` of the same Node.js, the first of its runs.
      const base = runs.findIndex((other) => other.node === run.node);
      const baseWall = median(times[e]?.[base]?.wall ?? []);
      const wall = median(times[e]?.[r]?.wall ?? []);
      const cpu = median(times[e]?.[r]?.cpu ?? []);
      const ratio =
        r === base
          ? ''
          : `  ${(wall / baseWall).toFixed(2)}× node -e 0 (+${(wall - baseWall).toFixed(0)} ms)`;
      const count = counts[r] ?? 0;
      const extra = r === base ? '' : ` (+${(count - (counts[base] ?? 0)).toFixed(3)} G)`;
      const g = counted ? `  ${count.toFixed(3)} G instructions${extra}` : '';
      console.log(
        `    ${run.label.padEnd(60)} ${wall.toFixed(0).padStart(4)} / ${cpu.toFixed(0).padStart(4)} ms${ratio}${g}`,
      );
    }
  }
} finally {
  await repo.cleanup();
}
