import { fileURLToPath } from 'node:url';

/** The starter corpus shipped with this package (`corpus/` beside `dist/`). */
export const STARTER_CORPUS = fileURLToPath(new URL('../corpus', import.meta.url));
