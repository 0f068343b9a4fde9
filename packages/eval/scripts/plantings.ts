// The starter corpus, case by case: where each base file came from (a registry package), the pull
// request's edits, and the planted bug's line. `scripts/plant.ts` turns these into case folders.
import type { Category, Severity } from '@codehawk/findings';

export interface Planting {
  id: string;
  title: string;
  description?: string;
  language: 'typescript' | 'python' | 'go' | 'javascript';
  /** The kind of planted bug, or `clean`. */
  kind: string;
  /** The file's path in the case repository. */
  file: string;
  source: {
    /** Registry and package, e.g. `npm:openai@6.49.0` or `debian:libpython3.11-stdlib`. */
    package: string;
    /** The file inside the package. */
    path: string;
    /** Where the installed package keeps it (repository-relative or absolute). */
    from: string;
    lines?: [number, number];
    license: string;
  };
  made: string;
  /** In order; an edit without `find` appends `replace` to the file. */
  edits: { find?: string; replace: string }[];
  /** The planted bugs, each located by a snippet unique to its line in the head. */
  bugs?: {
    line: string;
    lines?: number;
    category: Category;
    severity: Severity;
    note: string;
    keywords?: string[];
  }[];
}

const OPENAI = 'node_modules/.pnpm/openai@6.49.0_zod@4.6.7/node_modules/openai/src/internal/utils';
const values = {
  package: 'npm:openai@6.49.0',
  path: 'src/internal/utils/values.ts',
  from: `${OPENAI}/values.ts`,
  license: 'Apache-2.0',
};
const bytes = {
  package: 'npm:openai@6.49.0',
  path: 'src/internal/utils/bytes.ts',
  from: `${OPENAI}/bytes.ts`,
  license: 'Apache-2.0',
};
const PY = '/usr/lib/python3.11';
const stdlib = (name: string) => ({
  package: 'debian:libpython3.11-stdlib',
  path: `usr/lib/python3.11/${name}`,
  from: `${PY}/${name}`,
  license: 'PSF-2.0',
});
const GO = '/usr/share/gocode/src/github.com';
const errorsGo = {
  package: 'debian:golang-github-pkg-errors-dev@0.9.1',
  path: 'github.com/pkg/errors/errors.go',
  from: `${GO}/pkg/errors/errors.go`,
  license: 'BSD-2-Clause',
};
const uuidGo = {
  package: 'debian:golang-github-google-uuid-dev@1.3.0',
  path: 'github.com/google/uuid/uuid.go',
  from: `${GO}/google/uuid/uuid.go`,
  license: 'BSD-3-Clause',
};
const boolGo = {
  package: 'debian:golang-github-spf13-pflag-dev',
  path: 'github.com/spf13/pflag/bool.go',
  from: `${GO}/spf13/pflag/bool.go`,
  license: 'BSD-3-Clause',
};
const isattyGo = {
  package: 'debian:golang-github-mattn-go-isatty-dev@0.0.17',
  path: 'github.com/mattn/go-isatty/isatty_tcgets.go',
  from: `${GO}/mattn/go-isatty/isatty_tcgets.go`,
  license: 'MIT',
};
const msJs = {
  package: 'npm:ms@2.1.3',
  path: 'index.js',
  from: 'node_modules/.pnpm/ms@2.1.3/node_modules/ms/index.js',
  license: 'MIT',
};
const picoJs = {
  package: 'npm:picomatch@4.0.3',
  path: 'lib/utils.js',
  from: 'node_modules/.pnpm/picomatch@4.0.3/node_modules/picomatch/lib/utils.js',
  license: 'MIT',
};

const APPENDED =
  'The pull request appends a new function to the real file; one line of it carries the bug.';
const EDITED = 'The pull request edits the real file in place; the edit introduces the bug.';
const CLEAN =
  'The pull request makes a correct change to the real file; nothing should be reported.';

const TYPESCRIPT: Planting[] = [
  {
    id: 'ts-off-by-one-last-items',
    title: 'Add lastItems helper',
    language: 'typescript',
    kind: 'off-by-one',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n/** The last `count` items of a list. */\nexport function lastItems<T>(items: readonly T[], count: number): T[] {\n  return items.slice(items.length - count - 1);\n}\n',
      },
    ],
    bugs: [
      {
        line: 'items.length - count - 1',
        category: 'correctness',
        severity: 'warning',
        note: 'returns count + 1 items',
      },
    ],
  },
  {
    id: 'ts-inverted-condition-is-empty',
    title: 'Simplify isEmptyObj',
    language: 'typescript',
    kind: 'inverted-condition',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: EDITED,
    edits: [{ find: '  if (!obj) return true;', replace: '  if (obj) return true;' }],
    bugs: [
      {
        line: '  if (obj) return true;',
        category: 'correctness',
        severity: 'critical',
        note: 'every non-null object is now reported empty',
      },
    ],
  },
  {
    id: 'ts-missing-await-json-body',
    title: 'Add readJsonBody',
    language: 'typescript',
    kind: 'missing-await',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: APPENDED,
    edits: [
      {
        replace:
          "\nexport async function readJsonBody(response: Response): Promise<Record<string, unknown>> {\n  const body = response.json();\n  if (!isObj(body)) {\n    throw new OpenAIError('Expected a JSON object in the response body');\n  }\n  return body;\n}\n",
      },
    ],
    bugs: [
      {
        line: 'const body = response.json();',
        category: 'correctness',
        severity: 'warning',
        note: 'response.json() is not awaited: the check tests a Promise',
      },
    ],
  },
  {
    id: 'ts-missing-null-check-header',
    title: 'Add headerValue',
    language: 'typescript',
    kind: 'missing-null-check',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n/** A header by name, trimmed. */\nexport function headerValue(headers: Record<string, string | null | undefined>, name: string): string {\n  const value = headers[name.toLowerCase()];\n  return (value as string).trim();\n}\n',
      },
    ],
    bugs: [
      {
        line: 'return (value as string).trim();',
        category: 'correctness',
        severity: 'warning',
        note: 'a missing header throws a TypeError',
      },
    ],
  },
  {
    id: 'ts-swapped-arguments-clamp',
    title: 'Add clamp and validateTimeout',
    language: 'typescript',
    kind: 'swapped-arguments',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: APPENDED,
    edits: [
      {
        replace:
          '\nexport function clamp(value: number, min: number, max: number): number {\n  return Math.min(Math.max(value, min), max);\n}\n\nexport const validateTimeout = (timeout: number): number => clamp(0, timeout, 600_000);\n',
      },
    ],
    bugs: [
      {
        line: 'clamp(0, timeout, 600_000)',
        category: 'correctness',
        severity: 'warning',
        note: 'value and min are swapped',
      },
    ],
  },
  {
    id: 'ts-injection-git-show',
    title: 'Add gitShow for debugging requests',
    language: 'typescript',
    kind: 'injection',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: APPENDED,
    edits: [
      {
        find: "import { OpenAIError } from '../../core/error';",
        replace:
          "import { execSync } from 'node:child_process';\nimport { OpenAIError } from '../../core/error';",
      },
      {
        replace:
          '\n/** The commit a request was built from, for debug logs. */\nexport function gitShow(ref: string): string {\n  return execSync(`git show --stat ${ref}`).toString();\n}\n',
      },
    ],
    bugs: [
      {
        line: 'execSync(`git show --stat ${ref}`)',
        category: 'security',
        severity: 'critical',
        note: 'command injection through ref',
      },
    ],
  },
  {
    id: 'ts-leaked-secret-default-key',
    title: 'Add a default API key for local testing',
    language: 'typescript',
    kind: 'leaked-secret',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: APPENDED,
    edits: [
      {
        replace:
          "\n// Used when OPENAI_API_KEY is not set, so local runs work out of the box.\nconst DEFAULT_API_KEY = 'c0dehawk-live-7f9e2b41d8a65c03e1b7f4a29d6c58e0';\n\nexport const apiKeyOrDefault = (key: string | undefined): string => key ?? DEFAULT_API_KEY;\n",
      },
    ],
    bugs: [
      {
        line: "const DEFAULT_API_KEY = '",
        category: 'security',
        severity: 'critical',
        note: 'a live credential committed to source',
      },
    ],
  },
  {
    id: 'ts-resource-leak-first-line',
    title: 'Add firstLine for reading key files',
    language: 'typescript',
    kind: 'resource-leak',
    file: 'src/internal/utils/bytes.ts',
    source: bytes,
    made: APPENDED,
    edits: [
      {
        replace:
          "\nexport async function firstLine(path: string): Promise<string> {\n  const { open } = await import('node:fs/promises');\n  const file = await open(path, 'r');\n  const { buffer, bytesRead } = await file.read(new Uint8Array(256), 0, 256, 0);\n  return decodeUTF8(buffer.subarray(0, bytesRead)).split('\\n')[0] ?? '';\n}\n",
      },
    ],
    bugs: [
      {
        line: "const file = await open(path, 'r');",
        category: 'correctness',
        severity: 'warning',
        note: 'the file handle is never closed',
        keywords: ['close', 'leak', 'handle'],
      },
    ],
  },
  {
    id: 'ts-wrong-error-handling-retry',
    title: 'Add withRetry',
    language: 'typescript',
    kind: 'wrong-error-handling',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: APPENDED,
    edits: [
      {
        replace:
          '\nexport async function withRetry<T>(work: () => Promise<T>, attempts: number): Promise<T | undefined> {\n  for (let attempt = 1; attempt <= attempts; attempt++) {\n    try {\n      return await work();\n    } catch (error) {\n      if (attempt === attempts) return undefined;\n    }\n  }\n  return undefined;\n}\n',
      },
    ],
    bugs: [
      {
        line: 'if (attempt === attempts) return undefined;',
        category: 'error_handling',
        severity: 'warning',
        note: 'the last failure is swallowed and callers get undefined',
      },
    ],
  },
  {
    id: 'ts-off-by-one-concat',
    title: 'Concatenate with a separator',
    language: 'typescript',
    kind: 'off-by-one',
    file: 'src/internal/utils/bytes.ts',
    source: bytes,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n/** Joins buffers with one separator byte between them. */\nexport function joinBytes(buffers: Uint8Array[], separator: number): Uint8Array {\n  const output = new Uint8Array(buffers.reduce((sum, buffer) => sum + buffer.length, 0) + buffers.length);\n  let index = 0;\n  buffers.forEach((buffer, position) => {\n    output.set(buffer, index);\n    index += buffer.length;\n    if (position < buffers.length) output[index++] = separator;\n  });\n  return output;\n}\n',
      },
    ],
    bugs: [
      {
        line: '+ buffers.length);',
        category: 'correctness',
        severity: 'warning',
        note: 'one separator too many: length and the loop condition both count a trailing separator',
        lines: 7,
      },
    ],
  },
  {
    id: 'ts-clean-doc-comment',
    title: 'Document isObj',
    language: 'typescript',
    kind: 'clean',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: CLEAN,
    edits: [
      {
        find: 'export function isObj(obj: unknown): obj is Record<string, unknown> {',
        replace:
          '/** Whether a value is a plain object (not null, not an array). */\nexport function isObj(obj: unknown): obj is Record<string, unknown> {',
      },
    ],
  },
  {
    id: 'ts-clean-rename-offset',
    title: 'Rename index to offset in concatBytes',
    language: 'typescript',
    kind: 'clean',
    file: 'src/internal/utils/bytes.ts',
    source: bytes,
    made: CLEAN,
    edits: [
      {
        find: '  let index = 0;\n  for (const buffer of buffers) {\n    output.set(buffer, index);\n    index += buffer.length;',
        replace:
          '  let offset = 0;\n  for (const buffer of buffers) {\n    output.set(buffer, offset);\n    offset += buffer.length;',
      },
    ],
  },
  {
    id: 'ts-clean-helper',
    title: 'Add isNonEmptyString',
    language: 'typescript',
    kind: 'clean',
    file: 'src/internal/utils/values.ts',
    source: values,
    made: CLEAN,
    edits: [
      {
        replace:
          "\nexport function isNonEmptyString(value: unknown): value is string {\n  return typeof value === 'string' && value.length > 0;\n}\n",
      },
    ],
  },
];

const PYTHON: Planting[] = [
  {
    id: 'py-off-by-one-bisect',
    title: 'Tidy bisect_right loop',
    language: 'python',
    kind: 'off-by-one',
    file: 'bisect.py',
    source: stdlib('bisect.py'),
    made: EDITED,
    edits: [
      {
        find: '    if key is None:\n        while lo < hi:\n            mid = (lo + hi) // 2\n            if x < a[mid]:',
        replace:
          '    if key is None:\n        while lo <= hi:\n            mid = (lo + hi) // 2\n            if x < a[mid]:',
      },
    ],
    bugs: [
      {
        line: '        while lo <= hi:',
        category: 'correctness',
        severity: 'critical',
        note: 'reads a[hi], past the end, and can loop forever',
      },
    ],
  },
  {
    id: 'py-inverted-condition-has-magic',
    title: 'Add has_magic_any',
    language: 'python',
    kind: 'inverted-condition',
    file: 'glob.py',
    source: stdlib('glob.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\ndef has_magic_any(patterns):\n    """Return True if any of the patterns contains a glob wildcard."""\n    for pattern in patterns:\n        if not has_magic(pattern):\n            return True\n    return False\n',
      },
    ],
    bugs: [
      {
        line: '        if not has_magic(pattern):',
        category: 'correctness',
        severity: 'warning',
        note: 'the condition is inverted',
      },
    ],
  },
  {
    id: 'py-missing-await-iglob',
    title: 'Add glob_async',
    language: 'python',
    kind: 'missing-await',
    file: 'glob.py',
    source: stdlib('glob.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\nasync def glob_async(pathname, *, recursive=False):\n    """Like glob(), without blocking the event loop."""\n    import asyncio\n    loop = asyncio.get_running_loop()\n    names = loop.run_in_executor(None, lambda: glob(pathname, recursive=recursive))\n    return sorted(names)\n',
      },
    ],
    bugs: [
      {
        line: '    names = loop.run_in_executor(',
        category: 'correctness',
        severity: 'critical',
        note: 'the future is not awaited; sorted() gets a Future',
      },
    ],
  },
  {
    id: 'py-missing-null-check-login',
    title: 'Add login_for',
    language: 'python',
    kind: 'missing-null-check',
    file: 'netrc.py',
    source: stdlib('netrc.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\ndef login_for(host, file=None):\n    """Return the login name stored for host in the netrc file."""\n    return netrc(file).authenticators(host)[0]\n',
      },
    ],
    bugs: [
      {
        line: 'return netrc(file).authenticators(host)[0]',
        category: 'correctness',
        severity: 'warning',
        note: 'authenticators() returns None for an unknown host',
      },
    ],
  },
  {
    id: 'py-swapped-arguments-lighten',
    title: 'Add lighten',
    language: 'python',
    kind: 'swapped-arguments',
    file: 'colorsys.py',
    source: stdlib('colorsys.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\ndef lighten(r, g, b, amount):\n    """Return the colour with its lightness raised by amount (0-1)."""\n    h, l, s = rgb_to_hls(r, g, b)\n    return hls_to_rgb(h, s, min(1.0, l + amount))\n',
      },
    ],
    bugs: [
      {
        line: 'return hls_to_rgb(h, s, min(1.0, l + amount))',
        category: 'correctness',
        severity: 'warning',
        note: 'lightness and saturation are swapped',
      },
    ],
  },
  {
    id: 'py-injection-find-files',
    title: 'Add find_files',
    language: 'python',
    kind: 'injection',
    file: 'fnmatch.py',
    source: stdlib('fnmatch.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\ndef find_files(root, pat):\n    """List files under root whose names match pat, using find(1)."""\n    import subprocess\n    output = subprocess.check_output(f"find {root} -name \'{pat}\'", shell=True)\n    return output.decode().splitlines()\n',
      },
    ],
    bugs: [
      {
        line: 'shell=True)',
        category: 'security',
        severity: 'critical',
        note: 'shell command injection through root or pat',
      },
    ],
  },
  {
    id: 'py-leaked-secret-default-password',
    title: 'Add default_authenticators',
    language: 'python',
    kind: 'leaked-secret',
    file: 'netrc.py',
    source: stdlib('netrc.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\nDEFAULT_PASSWORD = "Pr0d-db-7f3a9c1e5b2d48a6"\n\n\ndef default_authenticators(host):\n    """Credentials used when a host has no netrc entry."""\n    return ("admin", None, DEFAULT_PASSWORD)\n',
      },
    ],
    bugs: [
      {
        line: 'DEFAULT_PASSWORD = "',
        category: 'security',
        severity: 'critical',
        note: 'a production password committed to source',
      },
    ],
  },
  {
    id: 'py-resource-leak-read-matches',
    title: 'Add read_matches',
    language: 'python',
    kind: 'resource-leak',
    file: 'glob.py',
    source: stdlib('glob.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\ndef read_matches(pathname):\n    """Return the text of every file matching pathname."""\n    contents = []\n    for name in glob(pathname):\n        f = open(name, encoding="utf-8")\n        contents.append(f.read())\n    return contents\n',
      },
    ],
    bugs: [
      {
        line: 'f = open(name, encoding="utf-8")',
        category: 'correctness',
        severity: 'warning',
        note: 'files are never closed',
        keywords: ['close', 'leak', 'with'],
      },
    ],
  },
  {
    id: 'py-wrong-error-handling-safe-netrc',
    title: 'Add safe_netrc',
    language: 'python',
    kind: 'wrong-error-handling',
    file: 'netrc.py',
    source: stdlib('netrc.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\ndef safe_netrc(file=None):\n    """Parse the netrc file, or return None when there is none."""\n    try:\n        return netrc(file)\n    except Exception:\n        return None\n',
      },
    ],
    bugs: [
      {
        line: '    except Exception:',
        category: 'error_handling',
        severity: 'warning',
        note: 'parse and permission errors are hidden, not only a missing file',
      },
    ],
  },
  {
    id: 'py-off-by-one-translate-range',
    title: 'Add last_lines',
    language: 'python',
    kind: 'off-by-one',
    file: 'fnmatch.py',
    source: stdlib('fnmatch.py'),
    made: APPENDED,
    edits: [
      {
        replace:
          '\n\ndef filter_last(names, pat, count):\n    """Return the last count names matching pat."""\n    matched = filter(names, pat)\n    return matched[len(matched) - count - 1:]\n',
      },
    ],
    bugs: [
      {
        line: 'return matched[len(matched) - count - 1:]',
        category: 'correctness',
        severity: 'warning',
        note: 'returns count + 1 names',
      },
    ],
  },
  {
    id: 'py-clean-docstring',
    title: 'Clarify insort_right docstring',
    language: 'python',
    kind: 'clean',
    file: 'bisect.py',
    source: stdlib('bisect.py'),
    made: CLEAN,
    edits: [
      {
        find: '    If x is already in a, insert it to the right of the rightmost x.\n',
        replace:
          '    If x is already in a, insert it to the right of the rightmost x,\n    so equal items keep their insertion order.\n',
      },
    ],
  },
  {
    id: 'py-clean-clamp',
    title: 'Add clamp',
    language: 'python',
    kind: 'clean',
    file: 'colorsys.py',
    source: stdlib('colorsys.py'),
    made: CLEAN,
    edits: [
      {
        replace:
          '\n\ndef clamp(value, low=0.0, high=1.0):\n    """Limit value to the range [low, high]."""\n    return max(low, min(high, value))\n',
      },
    ],
  },
  {
    id: 'py-clean-all',
    title: 'Export NetrcParseError in a sorted __all__',
    language: 'python',
    kind: 'clean',
    file: 'netrc.py',
    source: stdlib('netrc.py'),
    made: CLEAN,
    edits: [
      {
        find: '__all__ = ["netrc", "NetrcParseError"]',
        replace: '__all__ = ["NetrcParseError", "netrc"]',
      },
    ],
  },
];

const GO_CASES: Planting[] = [
  {
    id: 'go-off-by-one-last-n',
    title: 'Add lastN',
    language: 'go',
    kind: 'off-by-one',
    file: 'bool.go',
    source: boolGo,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n// lastN returns the last n names.\nfunc lastN(names []string, n int) []string {\n\treturn names[len(names)-n-1:]\n}\n',
      },
    ],
    bugs: [
      {
        line: 'return names[len(names)-n-1:]',
        category: 'correctness',
        severity: 'warning',
        note: 'returns n+1 names and panics when n == len(names)',
      },
    ],
  },
  {
    id: 'go-inverted-condition-has-stack',
    title: 'Add HasStack',
    language: 'go',
    kind: 'inverted-condition',
    file: 'errors.go',
    source: errorsGo,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n// HasStack reports whether err carries a stack trace.\nfunc HasStack(err error) bool {\n\t_, ok := err.(interface{ StackTrace() StackTrace })\n\treturn !ok\n}\n',
      },
    ],
    bugs: [
      {
        line: '\treturn !ok',
        category: 'correctness',
        severity: 'warning',
        note: 'the result is inverted',
      },
    ],
  },
  {
    id: 'go-missing-await-goroutines',
    title: 'Add writeAll',
    language: 'go',
    kind: 'missing-await',
    file: 'errors.go',
    source: errorsGo,
    made: APPENDED,
    edits: [
      { find: 'import (\n\t"fmt"\n\t"io"\n)', replace: 'import (\n\t"fmt"\n\t"io"\n\t"os"\n)' },
      {
        replace:
          '\n// WriteAll writes data to every path and reports the first failure.\nfunc WriteAll(paths []string, data []byte) error {\n\tfor _, p := range paths {\n\t\tgo os.WriteFile(p, data, 0o644)\n\t}\n\treturn nil\n}\n',
      },
    ],
    bugs: [
      {
        line: 'go os.WriteFile(p, data, 0o644)',
        category: 'correctness',
        severity: 'critical',
        note: "goroutines are never waited for (Go's missing await) and their errors are dropped",
      },
    ],
  },
  {
    id: 'go-missing-null-check-usage',
    title: 'Add usageOf',
    language: 'go',
    kind: 'missing-null-check',
    file: 'bool.go',
    source: boolGo,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n// usageOf returns the usage text of the named flag.\nfunc usageOf(f *FlagSet, name string) string {\n\treturn f.Lookup(name).Usage\n}\n',
      },
    ],
    bugs: [
      {
        line: 'return f.Lookup(name).Usage',
        category: 'correctness',
        severity: 'warning',
        note: 'Lookup returns nil for an unknown flag',
      },
    ],
  },
  {
    id: 'go-swapped-arguments-copy',
    title: 'Add copyNode',
    language: 'go',
    kind: 'swapped-arguments',
    file: 'uuid.go',
    source: uuidGo,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n// copyNode copies the node ID (the last 6 bytes) of uuid into dst.\nfunc copyNode(dst []byte, uuid UUID) int {\n\treturn copy(uuid[10:], dst)\n}\n',
      },
    ],
    bugs: [
      {
        line: 'return copy(uuid[10:], dst)',
        category: 'correctness',
        severity: 'warning',
        note: 'copy(dst, src) arguments are swapped',
      },
    ],
  },
  {
    id: 'go-injection-open-browser',
    title: 'Add OpenInBrowser',
    language: 'go',
    kind: 'injection',
    file: 'errors.go',
    source: errorsGo,
    made: APPENDED,
    edits: [
      {
        find: 'import (\n\t"fmt"\n\t"io"\n)',
        replace: 'import (\n\t"fmt"\n\t"io"\n\t"os/exec"\n)',
      },
      {
        replace:
          '\n// OpenInBrowser opens the issue tracker page for an error.\nfunc OpenInBrowser(url string) error {\n\treturn exec.Command("sh", "-c", "xdg-open "+url).Run()\n}\n',
      },
    ],
    bugs: [
      {
        line: 'exec.Command("sh", "-c", "xdg-open "+url)',
        category: 'security',
        severity: 'critical',
        note: 'shell command injection through url',
      },
    ],
  },
  {
    id: 'go-leaked-secret-registry-password',
    title: 'Add registry credentials',
    language: 'go',
    kind: 'leaked-secret',
    file: 'uuid.go',
    source: uuidGo,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n// registryPassword signs requests to the UUID registry.\nconst registryPassword = "Xk9mP2vL7qR4nT8w-reg-5d1f"\n\nfunc registryAuth() (string, string) { return "uuid-bot", registryPassword }\n',
      },
    ],
    bugs: [
      {
        line: 'const registryPassword = "',
        category: 'security',
        severity: 'critical',
        note: 'a password committed to source',
      },
    ],
  },
  {
    id: 'go-resource-leak-read-first-line',
    title: 'Add ReadFirstLine',
    language: 'go',
    kind: 'resource-leak',
    file: 'errors.go',
    source: errorsGo,
    made: APPENDED,
    edits: [
      {
        find: 'import (\n\t"fmt"\n\t"io"\n)',
        replace: 'import (\n\t"bufio"\n\t"fmt"\n\t"io"\n\t"os"\n)',
      },
      {
        replace:
          '\n// ReadFirstLine returns the first line of a file, wrapping any failure.\nfunc ReadFirstLine(path string) (string, error) {\n\tf, err := os.Open(path)\n\tif err != nil {\n\t\treturn "", Wrap(err, "open")\n\t}\n\tline, err := bufio.NewReader(f).ReadString(\'\\n\')\n\treturn line, err\n}\n',
      },
    ],
    bugs: [
      {
        line: 'f, err := os.Open(path)',
        category: 'correctness',
        severity: 'warning',
        note: 'the file is never closed (no defer f.Close())',
        keywords: ['close', 'leak'],
      },
    ],
  },
  {
    id: 'go-wrong-error-handling-from-header',
    title: 'Add FromHeader',
    language: 'go',
    kind: 'wrong-error-handling',
    file: 'uuid.go',
    source: uuidGo,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n// FromHeader reads a request id from a header value.\nfunc FromHeader(value string) (UUID, error) {\n\tid, _ := Parse(value)\n\treturn id, nil\n}\n',
      },
    ],
    bugs: [
      {
        line: 'id, _ := Parse(value)',
        category: 'error_handling',
        severity: 'warning',
        note: 'the parse error is dropped and a zero UUID returned as valid',
      },
    ],
  },
  {
    id: 'go-inverted-condition-interactive',
    title: 'Add IsInteractive',
    language: 'go',
    kind: 'inverted-condition',
    file: 'isatty_tcgets.go',
    source: isattyGo,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n// IsInteractive reports whether both input and output are terminals.\nfunc IsInteractive(in, out uintptr) bool {\n\treturn IsTerminal(in) || IsTerminal(out)\n}\n',
      },
    ],
    bugs: [
      {
        line: 'return IsTerminal(in) || IsTerminal(out)',
        category: 'correctness',
        severity: 'warning',
        note: '|| where the doc says both (&&)',
      },
    ],
  },
  {
    id: 'go-clean-doc-comment',
    title: 'Fix the IsTerminal doc comment',
    language: 'go',
    kind: 'clean',
    file: 'isatty_tcgets.go',
    source: isattyGo,
    made: CLEAN,
    edits: [
      {
        find: '// IsTerminal return true if the file descriptor is terminal.',
        replace: '// IsTerminal reports whether the file descriptor is a terminal.',
      },
    ],
  },
  {
    id: 'go-clean-string-helper',
    title: 'Add Strings',
    language: 'go',
    kind: 'clean',
    file: 'uuid.go',
    source: uuidGo,
    made: CLEAN,
    edits: [
      {
        replace:
          '\n// Strings returns the string form of each UUID.\nfunc Strings(uuids []UUID) []string {\n\tout := make([]string, 0, len(uuids))\n\tfor _, u := range uuids {\n\t\tout = append(out, u.String())\n\t}\n\treturn out\n}\n',
      },
    ],
  },
  {
    id: 'go-clean-bool-type',
    title: 'Name the bool type once',
    language: 'go',
    kind: 'clean',
    file: 'bool.go',
    source: boolGo,
    made: CLEAN,
    edits: [
      {
        find: 'func (b *boolValue) Type() string {\n\treturn "bool"\n}',
        replace:
          'const boolTypeName = "bool"\n\nfunc (b *boolValue) Type() string {\n\treturn boolTypeName\n}',
      },
    ],
  },
];

const JAVASCRIPT: Planting[] = [
  {
    id: 'js-off-by-one-plural',
    title: 'Round at the boundary in fmtLong',
    language: 'javascript',
    kind: 'off-by-one',
    file: 'index.js',
    source: msJs,
    made: APPENDED,
    edits: [
      {
        replace:
          '\n/**\n * The last `n` characters of a formatted duration.\n */\n\nmodule.exports.tail = function (str, n) {\n  return String(str).slice(String(str).length - n - 1);\n};\n',
      },
    ],
    bugs: [
      {
        line: 'String(str).length - n - 1',
        category: 'correctness',
        severity: 'warning',
        note: 'returns n + 1 characters',
      },
    ],
  },
  {
    id: 'js-inverted-condition-empty',
    title: 'Reorder the argument checks',
    language: 'javascript',
    kind: 'inverted-condition',
    file: 'index.js',
    source: msJs,
    made: EDITED,
    edits: [
      {
        find: "if (type === 'string' && val.length > 0) {",
        replace: "if (type === 'string' && val.length === 0) {",
      },
    ],
    bugs: [
      {
        line: "if (type === 'string' && val.length === 0) {",
        category: 'correctness',
        severity: 'critical',
        note: 'only empty strings are parsed now',
      },
    ],
  },
  {
    id: 'js-missing-await-read-pattern',
    title: 'Add readPattern',
    language: 'javascript',
    kind: 'missing-await',
    file: 'lib/utils.js',
    source: picoJs,
    made: APPENDED,
    edits: [
      {
        replace:
          "\nexports.readPattern = async (fs, file) => {\n  const text = fs.promises.readFile(file, 'utf8');\n  return text.trim();\n};\n",
      },
    ],
    bugs: [
      {
        line: "const text = fs.promises.readFile(file, 'utf8');",
        category: 'correctness',
        severity: 'critical',
        note: 'readFile is not awaited; .trim() is called on a Promise',
      },
    ],
  },
  {
    id: 'js-missing-null-check-extname',
    title: 'Add extname',
    language: 'javascript',
    kind: 'missing-null-check',
    file: 'lib/utils.js',
    source: picoJs,
    made: APPENDED,
    edits: [{ replace: '\nexports.extname = file => file.match(/\\.[^./]+$/)[0];\n' }],
    bugs: [
      {
        line: 'exports.extname = file => file.match(',
        category: 'correctness',
        severity: 'warning',
        note: 'match() returns null for a name without an extension',
      },
    ],
  },
  {
    id: 'js-swapped-arguments-pad',
    title: 'Add padPattern',
    language: 'javascript',
    kind: 'swapped-arguments',
    file: 'lib/utils.js',
    source: picoJs,
    made: APPENDED,
    edits: [
      { replace: "\nexports.padPattern = (pattern, width) => pattern.padEnd(' ', width);\n" },
    ],
    bugs: [
      {
        line: "pattern.padEnd(' ', width)",
        category: 'correctness',
        severity: 'warning',
        note: 'padEnd(targetLength, padString) arguments are swapped',
      },
    ],
  },
  {
    id: 'js-injection-list-matches',
    title: 'Add listMatches',
    language: 'javascript',
    kind: 'injection',
    file: 'lib/utils.js',
    source: picoJs,
    made: APPENDED,
    edits: [
      {
        replace:
          "\nexports.listMatches = pattern => require('child_process').execSync('ls -1 ' + pattern).toString().split('\\n');\n",
      },
    ],
    bugs: [
      {
        line: "execSync('ls -1 ' + pattern)",
        category: 'security',
        severity: 'critical',
        note: 'shell command injection through pattern',
      },
    ],
  },
  {
    id: 'js-leaked-secret-admin-password',
    title: 'Add an admin override',
    language: 'javascript',
    kind: 'leaked-secret',
    file: 'lib/utils.js',
    source: picoJs,
    made: APPENDED,
    edits: [
      {
        replace:
          "\nconst ADMIN_PASSWORD = 'Winter2024!picomatch-admin-9c2e';\nexports.isAdmin = password => password === ADMIN_PASSWORD;\n",
      },
    ],
    bugs: [
      {
        line: "const ADMIN_PASSWORD = '",
        category: 'security',
        severity: 'critical',
        note: 'a password committed to source',
      },
    ],
  },
  {
    id: 'js-resource-leak-read-header',
    title: 'Add readHeader',
    language: 'javascript',
    kind: 'resource-leak',
    file: 'lib/utils.js',
    source: picoJs,
    made: APPENDED,
    edits: [
      {
        replace:
          "\nexports.readHeader = (fs, file) => {\n  const fd = fs.openSync(file, 'r');\n  const buffer = Buffer.alloc(64);\n  const read = fs.readSync(fd, buffer, 0, 64, 0);\n  return buffer.toString('utf8', 0, read);\n};\n",
      },
    ],
    bugs: [
      {
        line: "const fd = fs.openSync(file, 'r');",
        category: 'correctness',
        severity: 'warning',
        note: 'the descriptor is never closed',
        keywords: ['close', 'leak', 'descriptor'],
      },
    ],
  },
  {
    id: 'js-wrong-error-handling-save-cache',
    title: 'Add saveCache',
    language: 'javascript',
    kind: 'wrong-error-handling',
    file: 'lib/utils.js',
    source: picoJs,
    made: APPENDED,
    edits: [
      {
        replace:
          '\nexports.saveCache = async (fs, file, data) => {\n  await fs.promises.writeFile(file, JSON.stringify(data)).catch(() => {});\n  return true;\n};\n',
      },
    ],
    bugs: [
      {
        line: '.catch(() => {});',
        category: 'error_handling',
        severity: 'warning',
        note: 'write failures are swallowed and success reported',
      },
    ],
  },
  {
    id: 'js-off-by-one-fmt-short',
    title: 'Use strict comparisons in fmtShort',
    language: 'javascript',
    kind: 'off-by-one',
    file: 'index.js',
    source: msJs,
    made: EDITED,
    edits: [
      {
        find: "  var msAbs = Math.abs(ms);\n  if (msAbs >= d) {\n    return Math.round(ms / d) + 'd';",
        replace:
          "  var msAbs = Math.abs(ms);\n  if (msAbs > d) {\n    return Math.round(ms / d) + 'd';",
      },
    ],
    bugs: [
      {
        line: '  if (msAbs > d) {',
        category: 'correctness',
        severity: 'suggestion',
        note: 'exactly one day is formatted as 24h',
      },
    ],
  },
  {
    id: 'js-clean-doc',
    title: 'Document isObject',
    language: 'javascript',
    kind: 'clean',
    file: 'lib/utils.js',
    source: picoJs,
    made: CLEAN,
    edits: [
      {
        find: 'exports.isObject = val =>',
        replace: '// A plain object: not null and not an array.\nexports.isObject = val =>',
      },
    ],
  },
  {
    id: 'js-clean-constant',
    title: 'Name the maximum input length',
    language: 'javascript',
    kind: 'clean',
    file: 'index.js',
    source: msJs,
    made: CLEAN,
    edits: [
      { find: 'var y = d * 365.25;', replace: 'var y = d * 365.25;\nvar MAX_LENGTH = 100;' },
      { find: '  if (str.length > 100) {', replace: '  if (str.length > MAX_LENGTH) {' },
    ],
  },
  {
    id: 'js-clean-helper',
    title: 'Add isString',
    language: 'javascript',
    kind: 'clean',
    file: 'lib/utils.js',
    source: picoJs,
    made: CLEAN,
    edits: [{ replace: "\nexports.isString = val => typeof val === 'string';\n" }],
  },
];

export const PLANTINGS: Planting[] = [...TYPESCRIPT, ...PYTHON, ...GO_CASES, ...JAVASCRIPT];
