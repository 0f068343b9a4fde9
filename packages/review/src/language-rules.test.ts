import { describe, expect, it } from 'vitest';
import { detectStack, languageRules, languagesOf } from './language-rules.js';

const files: Record<string, string> = {
  'package.json': '{ "engines": { "node": ">=20" }, "devDependencies": { "typescript": "5.9.3" } }',
  'pyproject.toml': '[project]\nrequires-python = ">=3.10"\n',
  'go.mod': 'module example.com/app\n\ngo 1.20\n',
  'App/App.csproj':
    '<Project><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>',
  'Cargo.toml': '[package]\nedition = "2021"\n',
};
const read = (path: string): Promise<string | null> => Promise.resolve(files[path] ?? null);

describe('language rules', () => {
  it('detects the stack from the manifests', async () => {
    expect(await detectStack(read, ['App/App.csproj'])).toEqual({
      node: 20,
      typescript: 5.09,
      python: 3.1,
      go: 1.2,
      dotnet: 8,
      rustEdition: 2021,
    });
  });

  it('keeps version-gated sections only when the stack has that version', async () => {
    const stack = await detectStack(read, ['App/App.csproj']);
    const python = languageRules('python', stack);
    expect(python).toContain('## Python 3.10+');
    expect(python).not.toContain('## Python 3.11+');
    expect(languageRules('go', stack)).not.toContain('Go 1.21+');
    expect(languageRules('csharp', stack)).toContain('## .NET 8+');
    expect(languageRules('java', {})).not.toContain('Java 17+');
    expect(languageRules('java', {})).toContain('try-with-resources');
  });

  it('knows which languages a change touches', () => {
    expect(languagesOf(['src/a.tsx', 'b.py', 'README.md'])).toEqual(['typescript', 'python']);
  });
});
