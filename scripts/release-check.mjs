// A release rehearsal (`pnpm release:check`): what a user gets from npm and from `uses:`, tried as a
// user would, before anything is published. Every step fails loudly with what went wrong.
//   1. `pnpm pack` every public package; publint and attw (scripts/attw-tarballs.mjs) judge each
//      tarball.
//   2. Install the tarballs into empty projects with npm and with pnpm: no ignored builds, nothing to
//      compile, no install script anywhere in the tree.
//   3. On Node.js 20, 22 and 24: `codehawk --version` and an offline `codehawk review` of a temporary
//      repository from each installed CLI; import every library in Node ESM; run the Action's bundle
//      from an empty directory against a local fake GitHub.
//   4. Bundle the installed scorer for the browser and run it in headless Chromium.
//   5. The Dockerfile's `npm install --global` line, run against a local registry that serves the
//      tarballs (and passes everything else through to npm), then the installed `codehawk`.
//   6. The Action's release (scripts/release-action.mjs) from a clone into a scratch remote: a tag
//      `v<version>` and a moved `v<major>` whose root holds action.yml and the built dist/.
//   7. `changeset version` on a scratch copy: no changeset left, the CLI and the Action versioned.
// `--node 20,22` limits the Node.js versions.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { nodeBinDirectory } from './node-binaries.mjs';

const run = promisify(execFile);
const root = fileURLToPath(new URL('..', import.meta.url));
const nodeArgument = process.argv.indexOf('--node');
const majors = (nodeArgument === -1 ? '20,22,24' : (process.argv[nodeArgument + 1] ?? ''))
  .split(',')
  .map(Number);
const work = mkdtempSync(join(tmpdir(), 'codehawk-release-'));
const started = Date.now();
const cleanups = [() => rmSync(work, { recursive: true, force: true })];

function step(text) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${text}`);
}

/** Runs a command; on failure throws with its output, which is what the person reading CI needs. */
async function sh(command, args, options = {}) {
  try {
    return await run(command, args, { maxBuffer: 64 * 1024 * 1024, ...options });
  } catch (error) {
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${error.code}) in ${options.cwd ?? root}\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  }
}

/** Waits for every check, then fails with the first failure: none is left running behind an error. */
async function allOf(checks) {
  const settled = await Promise.allSettled(checks);
  const failed = settled.find(({ status }) => status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map(({ value }) => value);
}

function manifestOf(directory) {
  return JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
}

const workspaces = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(join(root, folder)).map((name) => join(root, folder, name)),
);
const publicPackages = workspaces
  .map((directory) => ({ directory, manifest: manifestOf(directory) }))
  .filter(({ manifest }) => !manifest.private);
const libraries = publicPackages.filter(({ manifest }) => manifest.name !== '@codehawk/cli');

/** What npm shows and what users' tools read: declared by every public package. */
function checkManifests() {
  const missing = publicPackages.flatMap(({ manifest }) =>
    ['engines', 'repository', 'homepage', 'bugs', 'license']
      .filter((field) => !manifest[field])
      .concat(
        manifest.exports && !manifest.exports['./package.json'] ? ['./package.json export'] : [],
      )
      .map((field) => `${manifest.name}: no ${field}`),
  );
  if (missing.length > 0) throw new Error(`Package metadata missing:\n${missing.join('\n')}`);
}

async function pack() {
  checkManifests();
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const packed = {};
  for (const { directory, manifest } of publicPackages) {
    await sh('pnpm', ['pack', '--pack-destination', tarballs], { cwd: directory });
    const file = readdirSync(tarballs).find(
      (name) =>
        name === `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`,
    );
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${manifest.name}`);
    packed[manifest.name] = join(tarballs, file);
  }
  step(`packed ${Object.keys(packed).length} packages`);
  return packed;
}

async function judge(packed) {
  const tarballs = Object.values(packed);
  await allOf([
    ...tarballs.map((tarball) =>
      sh(join(root, 'node_modules', '.bin', 'publint'), ['run', '--strict', tarball]),
    ),
    // attw --profile esm-only on every tarball, in one process: TypeScript loads once, not 16 times.
    sh(process.execPath, [join(root, 'scripts', 'attw-tarballs.mjs'), ...tarballs]),
  ]);
  step('publint and attw: every tarball clean');
}

/** Package and manifest fields that would compile or run something while installing. */
function installTimeWork(nodeModules) {
  const offenders = [];
  const visit = (directory, depth) => {
    if (!existsSync(directory) || depth > 12) return;
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (!entry.isDirectory() && !entry.isSymbolicLink()) continue;
      const path = join(directory, entry.name);
      if (entry.name.startsWith('@') || entry.name === '.pnpm') {
        visit(path, depth + 1);
        continue;
      }
      if (entry.isSymbolicLink()) continue; // pnpm links into .pnpm, which is visited itself
      const manifestPath = join(path, 'package.json');
      if (existsSync(manifestPath)) {
        const { scripts = {} } = JSON.parse(readFileSync(manifestPath, 'utf8'));
        const hooks = ['preinstall', 'install', 'postinstall'].filter((hook) => scripts[hook]);
        if (existsSync(join(path, 'binding.gyp'))) hooks.push('binding.gyp');
        if (hooks.length > 0)
          offenders.push(`${relative(nodeModules, path)} (${hooks.join(', ')})`);
      }
      visit(join(path, 'node_modules'), depth + 1);
    }
  };
  visit(nodeModules, 0);
  return offenders;
}

async function install(packed, manager) {
  const project = join(work, `${manager}-project`);
  mkdirSync(project);
  const files = Object.fromEntries(
    Object.entries(packed).map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  // Overrides make the packages' dependencies on each other resolve to the tarballs, not the registry.
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'user-project',
        private: true,
        type: 'module',
        dependencies: files,
        overrides: files,
      },
      null,
      2,
    ),
  );
  if (manager === 'pnpm') {
    const overrides = Object.entries(files)
      .map(([name, spec]) => `  '${name}': '${spec}'`)
      .join('\n');
    writeFileSync(join(project, 'pnpm-workspace.yaml'), `overrides:\n${overrides}\n`);
    // pnpm 12 exits non-zero when a dependency wants to run a build script it was not allowed to.
    await sh('pnpm', ['install', '--config.confirm-modules-purge=false'], { cwd: project });
  } else {
    await sh('npm', ['install', '--no-audit', '--no-fund', '--foreground-scripts'], {
      cwd: project,
    });
  }
  const offenders = installTimeWork(join(project, 'node_modules'));
  if (offenders.length > 0) {
    throw new Error(
      `${manager}: dependencies that compile or run install scripts:\n${offenders.join('\n')}`,
    );
  }
  step(`${manager} install of the tarballs: no build scripts, nothing compiled`);
  return project;
}

async function reviewRepository() {
  const repo = await TempRepo.create();
  cleanups.push(() => repo.cleanup());
  await repo.commit('base', {
    'src/api.ts':
      "import { login } from './auth.js';\nexport const handler = (user: string) => login(user);\n",
    'src/auth.ts': 'export function login(user: string) {\n  return user;\n}\n',
  });
  await repo.branch('change');
  await repo.commit('change', {
    'src/auth.ts':
      "export function login(user: string) {\n  const token = 'ghp_M1n2B3v4C5x6Z7l8K9j0H1g2F3d4S5a6P7o8';\n  return user === 'admin' ? token : null;\n}\n",
  });
  return repo.path;
}

async function checkCli(project, major, repository, env) {
  const codehawk = join(project, 'node_modules', '.bin', 'codehawk');
  const { version } = manifestOf(join(project, 'node_modules', '@codehawk', 'cli'));
  const printed = (await sh(codehawk, ['--version'], { env })).stdout.trim();
  if (printed !== version) throw new Error(`codehawk --version printed ${printed}, not ${version}`);
  const review = await sh(codehawk, ['review', '--base', 'main', '--dry-run', '--format', 'json'], {
    cwd: repository,
    env,
  }).catch((error) => {
    // Exit code 1 is a failed gate, a legitimate result; anything else is not.
    if (/\(exit 1\)/.test(error.message))
      return { stdout: error.message.split('\n').slice(1).join('\n') };
    throw error;
  });
  const output = JSON.parse(review.stdout.slice(review.stdout.indexOf('{')));
  const findings = output.findings?.findings ?? [];
  if (!findings.some((finding) => finding.file === 'src/auth.ts')) {
    throw new Error(
      `Node ${major}: the offline review found nothing in src/auth.ts:\n${review.stdout}`,
    );
  }
  const callers = output.findings?.risk?.find((entry) => entry.file === 'src/auth.ts')?.callers;
  if (callers !== 1)
    throw new Error(`Node ${major}: the code graph saw ${callers} callers of src/auth.ts, not 1`);
}

async function checkImports(project, env) {
  const names = libraries.map(({ manifest }) => manifest.name);
  const script = `for (const name of ${JSON.stringify(names)}) {
  const module = await import(name);
  if (Object.keys(module).length === 0) throw new Error(name + ' exports nothing');
}`;
  await sh('node', ['--input-type=module', '-e', script], { cwd: project, env });
}

async function checkAction(major, env) {
  const action = join(work, `action-node${major}`);
  mkdirSync(action);
  cpSync(join(root, 'apps', 'action', 'dist'), join(action, 'dist'), { recursive: true });
  cpSync(join(root, 'apps', 'action', 'action.yml'), join(action, 'action.yml'));
  const workspace = await TempRepo.create();
  cleanups.push(() => workspace.cleanup());
  await workspace.commit('head', {
    'src/auth.ts': "export const token = 'ghp_M1n2B3v4C5x6Z7l8K9j0H1g2F3d4S5a6P7o8';\n",
  });
  const event = examplePullRequestEvent();
  const eventPath = join(action, 'event.json');
  const outputPath = join(action, 'output');
  writeFileSync(eventPath, JSON.stringify(event));
  writeFileSync(outputPath, '');
  writeFileSync(join(action, 'summary'), '');
  const fake = await FakeGitHub.start();
  cleanups.push(() => fake.close());
  const pull = addPullRequestFromEvent(
    fake,
    event,
    { 'src/auth.ts': "export const token = 'ghp_M1n2B3v4C5x6Z7l8K9j0H1g2F3d4S5a6P7o8';\n" },
    'ghs_job_token',
  );
  await sh('node', [join(action, 'dist', 'index.js')], {
    cwd: workspace.path,
    env: {
      ...env,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: event.repository.full_name,
      GITHUB_WORKSPACE: workspace.path,
      GITHUB_API_URL: fake.baseUrl,
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: join(action, 'summary'),
      RUNNER_TEMP: action,
      'INPUT_GITHUB-TOKEN': 'ghs_job_token',
      INPUT_MODEL: 'gpt-4.1',
      'INPUT_CONFIG-PATH': '.codehawk.yml',
      'INPUT_OUTPUT-DIRECTORY': 'codehawk',
    },
  });
  if (pull.comments.length === 0)
    throw new Error(`Node ${major}: the Action posted no review comment`);
  if (!readFileSync(outputPath, 'utf8').includes('gate<<')) {
    throw new Error(`Node ${major}: the Action set no gate output`);
  }
}

/** On one Node.js version: each installed CLI, the libraries' imports and the Action's bundle. */
async function checkNode(major, projects, repository) {
  const bin = nodeBinDirectory(major);
  const env = { PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, HOME: work };
  const { stdout: version } = await sh('node', ['--version'], { env });
  for (const project of projects) {
    await checkCli(project, major, repository, env);
    await checkImports(project, env);
  }
  await checkAction(major, env);
  step(
    `Node ${version.trim()}: CLI (--version, offline review), library imports and the Action bundle work`,
  );
}

async function checkBrowser(project) {
  const page = join(work, 'browser');
  mkdirSync(page);
  writeFileSync(
    join(page, 'entry.js'),
    `import { scoreFindings } from '@codehawk/scorer';
window.score = scoreFindings([{ category: 'security', severity: 'critical' }, { category: 'style', severity: 'suggestion' }], { modes: ['security'] });`,
  );
  await build({
    entryPoints: [join(page, 'entry.js')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    outfile: join(page, 'bundle.js'),
    nodePaths: [join(project, 'node_modules')],
    logLevel: 'error',
  });
  const { scoreFindings } = await import(
    join(project, 'node_modules', '@codehawk', 'scorer', 'dist', 'index.js')
  );
  const expected = scoreFindings(
    [
      { category: 'security', severity: 'critical' },
      { category: 'style', severity: 'suggestion' },
    ],
    { modes: ['security'] },
  );
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const errors = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.setContent('<!doctype html><title>scorer</title>');
    await tab.addScriptTag({
      content: readFileSync(join(page, 'bundle.js'), 'utf8'),
      type: 'module',
    });
    await tab.waitForFunction(() => 'score' in window);
    const actual = await tab.evaluate(() => window.score);
    if (errors.length > 0 || JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(
        `the scorer in Chromium gave ${JSON.stringify(actual)} (errors: ${errors.join('; ')}), Node gave ${JSON.stringify(expected)}`,
      );
    }
  } finally {
    await browser.close();
  }
  step('the installed scorer, bundled for the browser, scores the same in headless Chromium');
}

/**
 * A registry serving the packed packages as if published, and passing everything else to npmjs.org:
 * the one way to rehearse `npm install --global @codehawk/cli` before publishing.
 */
async function localRegistry(packed) {
  const documents = {};
  const files = {};
  for (const [name, tarball] of Object.entries(packed)) {
    const { stdout } = await sh('tar', ['-xzOf', tarball, 'package/package.json']);
    const manifest = JSON.parse(stdout);
    const bytes = readFileSync(tarball);
    const file = tarball.split('/').pop();
    files[`/-/${file}`] = bytes;
    documents[`/${name.replace('/', '%2f')}`] = (origin) => ({
      name,
      'dist-tags': { latest: manifest.version },
      versions: {
        [manifest.version]: {
          ...manifest,
          _id: `${name}@${manifest.version}`,
          dist: {
            tarball: `${origin}/-/${file}`,
            shasum: createHash('sha1').update(bytes).digest('hex'),
            integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
          },
        },
      },
    });
  }
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').replace(/%2F/g, '%2f');
    const origin = `http://${request.headers.host}`;
    if (documents[path]) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(documents[path](origin)));
      return;
    }
    if (files[path]) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(files[path]);
      return;
    }
    fetch(`https://registry.npmjs.org${request.url}`, {
      headers: { accept: request.headers.accept ?? 'application/json' },
    }).then(
      async (upstream) => {
        const body = Buffer.from(await upstream.arrayBuffer());
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        });
        response.end(body);
      },
      (error) => response.writeHead(502).end(String(error)),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}/`;
}

/** Runs the Dockerfile's CLI install (with the packed version) as the image build would. */
async function checkDockerInstall(packed, repository) {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const install = /^RUN (npm install --global [^\n\\]*?)\s*(?:\\|&&|$)/m.exec(dockerfile)?.[1];
  if (!install) throw new Error('The Dockerfile has no `RUN npm install --global …` line');
  const { version } = manifestOf(join(root, 'apps', 'cli'));
  const prefix = join(work, 'image');
  const registry = await localRegistry(packed);
  await sh('sh', ['-c', install], {
    cwd: work,
    env: {
      ...process.env,
      CODEHAWK_VERSION: version,
      npm_config_prefix: prefix,
      npm_config_registry: registry,
      npm_config_cache: join(work, 'npm-cache'),
    },
  });
  const codehawk = join(prefix, 'bin', 'codehawk');
  const printed = (await sh(codehawk, ['--version'])).stdout.trim();
  if (printed !== version) throw new Error(`the image's codehawk --version printed ${printed}`);
  await sh(codehawk, ['review', '--base', 'main', '--dry-run'], { cwd: repository }).catch(
    (error) => {
      if (!/\(exit 1\)/.test(error.message)) throw error;
    },
  );
  step(
    `the Dockerfile's install of @codehawk/cli@${version} works, and its codehawk reviews offline`,
  );
}

async function checkActionRelease() {
  const clone = join(work, 'release-clone');
  const remote = join(work, 'release-remote.git');
  await sh('git', ['clone', '--quiet', '--local', '--no-hardlinks', root, clone]);
  await sh('git', ['init', '--quiet', '--bare', remote]);
  // The clone has the commit, not the untracked build, nor this checkout's uncommitted state.
  for (const file of [
    'scripts/release-action.mjs',
    'apps/action/package.json',
    'apps/action/action.yml',
  ]) {
    cpSync(join(root, file), join(clone, file));
  }
  cpSync(join(root, 'apps', 'action', 'dist'), join(clone, 'apps', 'action', 'dist'), {
    recursive: true,
  });
  const identity = {
    ...process.env,
    GIT_AUTHOR_NAME: 'release',
    GIT_AUTHOR_EMAIL: 'release@example.test',
    GIT_COMMITTER_NAME: 'release',
    GIT_COMMITTER_EMAIL: 'release@example.test',
  };
  await sh('node', ['scripts/release-action.mjs', remote], { cwd: clone, env: identity });
  const { version } = manifestOf(join(root, 'apps', 'action'));
  const major = `v${version.split('.')[0]}`;
  for (const tag of [`v${version}`, major]) {
    const { stdout } = await sh('git', ['ls-tree', '-r', '--name-only', tag], { cwd: remote });
    const files = stdout.split('\n');
    for (const needed of ['action.yml', 'dist/index.js', 'dist/web-tree-sitter.wasm', 'LICENSE']) {
      if (!files.includes(needed))
        throw new Error(`the Action's release tag ${tag} has no ${needed}`);
    }
  }
  // Released once: a second run finds the tag and does nothing.
  const again = await sh('node', ['scripts/release-action.mjs', remote], {
    cwd: clone,
    env: identity,
  });
  if (!again.stdout.includes('already released')) throw new Error('the Action was released twice');
  step(`the Action's release: v${version} and ${major} carry action.yml and dist/`);
}

async function checkChangesets() {
  const scratch = join(work, 'changesets');
  const { stdout } = await sh(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
    },
  );
  for (const file of stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(scratch, file));
    } catch (error) {
      // `pnpm pack`, running beside this, writes and removes its own temporary files in the
      // packages: one listed a moment ago may be gone. Sources stay.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  const pending = readdirSync(join(scratch, '.changeset')).filter(
    (name) => name.endsWith('.md') && name !== 'README.md',
  );
  if (pending.length === 0) {
    step('changesets: nothing pending');
    return;
  }
  await sh('git', ['init', '-q'], { cwd: scratch });
  await sh(join(root, 'node_modules', '.bin', 'changeset'), ['version'], {
    cwd: scratch,
    env: { ...process.env, NODE_PATH: join(root, 'node_modules') },
  });
  const left = readdirSync(join(scratch, '.changeset')).filter(
    (name) => name.endsWith('.md') && name !== 'README.md',
  );
  if (left.length > 0) throw new Error(`changeset version left ${left.join(', ')} behind`);
  for (const app of ['cli', 'action']) {
    const before = manifestOf(join(root, 'apps', app)).version;
    const after = manifestOf(join(scratch, 'apps', app)).version;
    const changelog = join(scratch, 'apps', app, 'CHANGELOG.md');
    if (!existsSync(changelog) || !readFileSync(changelog, 'utf8').includes(`## ${after}`)) {
      throw new Error(`changeset version wrote no ${after} changelog for apps/${app}`);
    }
    step(
      `changesets: ${pending.length} pending; apps/${app} ${before} → ${after} with a changelog`,
    );
  }
}

// The test kit is one of the packages built first, so it is loaded after the build.
let addPullRequestFromEvent, examplePullRequestEvent, FakeGitHub, launchChromium, TempRepo;
try {
  step(`building (Node ${majors.join(', ')} to be checked)`);
  // The declarations from lint-and-typecheck, not from `pnpm build`'s declarations task: after
  // `pnpm check` (CI) they are already built and cached, where the task's own program is not.
  await sh(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', 'lint-and-typecheck', '--output-logs=errors-only'],
    {
      cwd: root,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  ({ addPullRequestFromEvent, examplePullRequestEvent, FakeGitHub, launchChromium, TempRepo } =
    await import('@codehawk/testkit'));
  // Steps run as soon as what they need exists, side by side: one after another they left a core
  // idle while npm and the registry answered. The reviews are dry runs, so they share a repository.
  const packed = pack();
  const repository = reviewRepository();
  const installed = packed.then((tarballs) =>
    allOf(['npm', 'pnpm'].map((manager) => install(tarballs, manager))),
  );
  await allOf([
    packed,
    repository,
    installed,
    checkActionRelease(),
    checkChangesets(),
    packed.then(judge),
    installed.then((projects) => checkBrowser(projects[0])),
    ...majors.map(async (major) => checkNode(major, await installed, await repository)),
    (async () => checkDockerInstall(await packed, await repository))(),
  ]);
  step('release rehearsal passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
