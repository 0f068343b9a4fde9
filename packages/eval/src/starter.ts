import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where a single-file bundle (the `codehawk` command) carries the corpus: beside itself. */
export const BUNDLED_CORPUS_DIRECTORY = 'eval-corpus';
const bundled = fileURLToPath(new URL(`./${BUNDLED_CORPUS_DIRECTORY}`, import.meta.url));

/** The starter corpus shipped with this package (`corpus/` beside `dist/`), or beside a bundle. */
export const STARTER_CORPUS = existsSync(bundled)
  ? bundled
  : fileURLToPath(new URL('../corpus', import.meta.url));
