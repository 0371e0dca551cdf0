import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Under dist/ (ignored by git), beside the production bundle, so migrations and packages resolve alike. */
export const SERVER_BUNDLE = join(serverRoot, 'dist', 'resilience', 'main.js');
