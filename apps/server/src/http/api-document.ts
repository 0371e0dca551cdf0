import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openPglite, type Database } from '../db/client';
import { apiClientTypesText } from './api-client-types';

/** The repository's folder. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The committed API document, and the client types generated from it (`npm run openapi:write`). */
export const API_DOCUMENT_FILE = join(REPOSITORY_ROOT, 'docs/openapi.json');
export const API_CLIENT_TYPES_FILE = join(REPOSITORY_ROOT, 'examples/api-client/src/api.generated.ts');

/**
 * The settings the committed API document is made with: production's routes (no development-only calls),
 * the demo's providers, nothing read from the environment, so every machine writes the same document.
 */
export const DOCUMENT_SETTINGS: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  ALLOW_DEMO_IN_PRODUCTION: 'true',
  LOG_LEVEL: 'silent',
};

/**
 * The app's own API document for these settings, as text, built on a database no route touches while the
 * document is made (the caller's, left open).
 */
export async function apiDocumentOf(database: Database, settings = DOCUMENT_SETTINGS): Promise<string> {
  const { app } = await buildApp(
    {
      config: loadConfig(settings),
      database,
      db: database.db,
      secret: 'the API document reads no secret',
      now: () => new Date(0),
    },
    { isSweeping: false },
  );
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

/** What `npm run openapi:write` writes: each committed file and its text. */
export async function apiDocumentFiles(): Promise<Record<string, string>> {
  const database = await openPglite(undefined);
  try {
    const document = await apiDocumentOf(database);
    return {
      [API_DOCUMENT_FILE]: document,
      [API_CLIENT_TYPES_FILE]: await apiClientTypesText(document),
    };
  } finally {
    await database.close();
  }
}
