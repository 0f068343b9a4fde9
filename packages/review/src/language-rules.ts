// Language rules for the prompt, filtered by the versions the repository actually uses.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type RuleLanguage = 'typescript' | 'python' | 'go' | 'java' | 'csharp' | 'rust';

const EXTENSIONS: Record<RuleLanguage, RegExp> = {
  typescript: /\.[cm]?[jt]sx?$/,
  python: /\.pyi?$/,
  go: /\.go$/,
  java: /\.java$/,
  csharp: /\.cs$/,
  rust: /\.rs$/,
};

/** Versions found in the repository's manifests; a missing one means "unknown". */
export interface DetectedStack {
  node?: number;
  typescript?: number;
  python?: number;
  go?: number;
  java?: number;
  dotnet?: number;
  rustEdition?: number;
}

const version = (text: string | undefined): number | undefined => {
  const match = text ? /(\d+)(?:\.(\d+))?/.exec(text) : null;
  if (!match) return undefined;
  return Number(`${match[1]}.${(match[2] ?? '0').padStart(2, '0')}`);
};

/**
 * Reads the manifests a change's repository declares (package.json, pyproject.toml /
 * requirements, go.mod, *.csproj, pom.xml, Cargo.toml) through `read` — from the base branch, so
 * the change cannot pick its own rules.
 */
export async function detectStack(
  read: (path: string) => Promise<string | null>,
  csprojPaths: readonly string[] = [],
): Promise<DetectedStack> {
  const stack: DetectedStack = {};
  const packageJson = await read('package.json');
  if (packageJson) {
    try {
      const manifest = JSON.parse(packageJson) as {
        engines?: { node?: string };
        devDependencies?: Record<string, string>;
        dependencies?: Record<string, string>;
      };
      const node = version(manifest.engines?.node);
      const typescript = version(
        manifest.devDependencies?.typescript ?? manifest.dependencies?.typescript,
      );
      if (node !== undefined) stack.node = node;
      if (typescript !== undefined) stack.typescript = typescript;
    } catch {
      // a broken package.json says nothing about versions
    }
  }
  const pyproject = await read('pyproject.toml');
  const python = version(
    /requires-python\s*=\s*["'][^"'\d]*([\d.]+)/.exec(pyproject ?? '')?.[1] ??
      /python_requires\s*=\s*["'][^"'\d]*([\d.]+)/.exec((await read('setup.py')) ?? '')?.[1],
  );
  if (python !== undefined) stack.python = python;
  const go = version(/^go\s+([\d.]+)/m.exec((await read('go.mod')) ?? '')?.[1]);
  if (go !== undefined) stack.go = go;
  const pom = (await read('pom.xml')) ?? '';
  const java = version(
    /<(?:maven\.compiler\.(?:source|release)|java\.version|release)>\s*([\d.]+)/.exec(pom)?.[1],
  );
  if (java !== undefined) stack.java = java;
  for (const path of csprojPaths) {
    const framework = /<TargetFramework>net(\d+(?:\.\d+)?)/.exec((await read(path)) ?? '')?.[1];
    const dotnet = version(framework);
    if (dotnet !== undefined) stack.dotnet = Math.max(stack.dotnet ?? 0, dotnet);
  }
  const edition = version(/^edition\s*=\s*"(\d+)"/m.exec((await read('Cargo.toml')) ?? '')?.[1]);
  if (edition !== undefined) stack.rustEdition = edition;
  return stack;
}

/** The languages of a set of changed files. */
export function languagesOf(paths: readonly string[]): RuleLanguage[] {
  return (Object.keys(EXTENSIONS) as RuleLanguage[]).filter((language) =>
    paths.some((path) => EXTENSIONS[language].test(path)),
  );
}

const GATE = /^(Node\.js|TypeScript|Python|Go|Java|\.NET) ([\d.]+)\+$|^Rust (\d+) edition$/;

function applies(heading: string, stack: DetectedStack): boolean {
  const match = GATE.exec(heading.trim());
  if (!match) return true;
  const platform = match[1] ?? 'Rust';
  const required = version(match[2] ?? match[3]) ?? 0;
  const have: Record<string, number | undefined> = {
    'Node.js': stack.node,
    TypeScript: stack.typescript,
    Python: stack.python,
    Go: stack.go,
    Java: stack.java,
    '.NET': stack.dotnet,
    Rust: stack.rustEdition,
  };
  const actual = have[platform];
  // Unknown version: leave version-specific advice out rather than suggest what may not exist.
  return actual !== undefined && actual >= required;
}

/**
 * The language rules ship in the package's `rules/`; a single-file bundle (the GitHub Action)
 * carries them in `review-rules/` beside itself.
 */
export const BUNDLED_RULES_DIRECTORY = 'review-rules';
const bundledRules = fileURLToPath(new URL(`./${BUNDLED_RULES_DIRECTORY}/`, import.meta.url));
const rulesDirectory = existsSync(bundledRules)
  ? bundledRules
  : fileURLToPath(new URL('../rules/', import.meta.url));

/** The shipped rules of a language, with version-gated sections kept only when the stack allows them. */
export function languageRules(language: RuleLanguage, stack: DetectedStack): string {
  const text = readFileSync(join(rulesDirectory, `${language}.md`), 'utf8');
  const sections = text.split(/^(?=## )/m);
  return sections
    .filter(
      (section) =>
        !section.startsWith('## ') || applies(section.split('\n')[0]?.slice(3) ?? '', stack),
    )
    .join('')
    .trim();
}
