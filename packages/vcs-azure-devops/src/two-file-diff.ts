import { createTwoFilesPatch } from 'diff';

/** A unified diff in git's form, from a file's two versions (Azure DevOps sends no patches). */
export function twoFileDiff(oldPath: string, path: string, before: string, after: string): string {
  const patch = createTwoFilesPatch(`a/${oldPath}`, `b/${path}`, before, after, '', '', {
    context: 3,
  });
  return `diff --git a/${oldPath} b/${path}\n${patch.split('\n').slice(1).join('\n')}`;
}
