// `npm run openapi:write`: writes the committed API document and the client types generated from it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { commandLineOrExit } from '../../../../scripts/command-line.mjs';
import { REPOSITORY_ROOT, apiDocumentFiles } from '../http/api-document';

const USAGE = `Writes the API document (docs/openapi.json) from the server's routes, and the TypeScript types
an integrator's client is generated with (examples/api-client/src/api.generated.ts, by openapi-typescript).

Usage: npm run openapi:write

  --help, -h   this text (nothing is written)

Run it after changing a route or a contract schema; a test fails while the committed files differ.
It reads no setting from .env or the environment: the document is production's, on any machine.
More: docs/architecture.md (the API document).`;

commandLineOrExit(process.argv.slice(2), { usage: USAGE });
for (const [file, text] of Object.entries(await apiDocumentFiles())) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  process.stdout.write(`Wrote ${relative(REPOSITORY_ROOT, file)}\n`);
}
