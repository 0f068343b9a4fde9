// Releases the GitHub Action after `changeset publish`: when apps/action's version has no tag yet, it
// commits the built Action (action.yml, dist/, README, licence) at the repository root, tags it
// `v<version>`, moves `v<major>` to it and pushes both — `uses: codehawk/codehawk@v1` resolves there.
// Usage (after `pnpm build`): node scripts/release-action.mjs [remote]   (default: origin)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const remote = process.argv[2] ?? 'origin';
const action = join(root, 'apps', 'action');
const { version } = JSON.parse(readFileSync(join(action, 'package.json'), 'utf8'));
const tag = `v${version}`;
const major = `v${version.split('.')[0]}`;
const git = (args, options = {}) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', ...options }).trim();

if (git(['ls-remote', '--tags', remote, `refs/tags/${tag}`])) {
  console.log(`The Action ${tag} is already released.`);
  process.exit(0);
}
if (!existsSync(join(action, 'dist', 'index.js'))) {
  console.error('apps/action/dist is missing: run `pnpm build` first.');
  process.exit(1);
}

// A separate index and work tree: the checkout stays as it is.
const scratch = mkdtempSync(join(tmpdir(), 'codehawk-action-release-'));
const stage = join(scratch, 'action');
try {
  cpSync(join(action, 'action.yml'), join(stage, 'action.yml'));
  cpSync(join(action, 'README.md'), join(stage, 'README.md'));
  cpSync(join(action, 'dist'), join(stage, 'dist'), { recursive: true });
  cpSync(join(root, 'LICENSE'), join(stage, 'LICENSE'));
  const env = { ...process.env, GIT_INDEX_FILE: join(scratch, 'index'), GIT_WORK_TREE: stage };
  const gitDirectory = git(['rev-parse', '--absolute-git-dir']);
  git(['add', '--all', '--force', '.'], { cwd: stage, env: { ...env, GIT_DIR: gitDirectory } });
  const tree = git(['write-tree'], { env });
  const commit = git(['commit-tree', tree, '-p', 'HEAD', '-m', `action: release ${tag}`], { env });
  git(['tag', '--force', '--annotate', tag, commit, '-m', `CodeHawk GitHub Action ${tag}`]);
  git(['tag', '--force', '--annotate', major, commit, '-m', `CodeHawk GitHub Action ${tag}`]);
  git(['push', remote, `refs/tags/${tag}`]);
  git(['push', '--force', remote, `refs/tags/${major}`]);
  console.log(`Released the Action ${tag}; ${major} points to it.`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
