// picomatch, for the exclusion globs of no simple shape: a module of its own, imported only when
// there are some (loading picomatch cost a warm query more than any of its steps but the index's).
import picomatch from 'picomatch';

/** The regular expression picomatch (`dot: true`) matches a glob with, as source text. */
export const globSource = (glob: string): string => picomatch.makeRe(glob, { dot: true }).source;
