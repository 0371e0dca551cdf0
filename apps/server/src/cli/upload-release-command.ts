import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCommandLine } from '../../../../scripts/command-line.mjs';
import { loadConfig } from '../config/config';
import { AppError } from '../http/app-error';
import { uploadRelease } from '../modules/releases/releases.service';
import { CliError, exitOnFailure } from './cli-error';
import { helpText } from './cli-help';
import { openCliDatabase, type CliDatabase } from './open-cli-database';

export const UPLOAD_RELEASE_USAGE = `Uploads a signed kiosk-PC release, for roll-outs from the operator console.

Usage: npm run release:upload -- --file <tarball> [--manifest <file>]

  --file <tarball>     kiosk-pc-{version}.tar.gz, as npm run pack:kiosk-pc -- --key writes it
  --manifest <file>    its signed manifest (default: <tarball>.manifest.json beside it)
  --help, -h           this text (nothing is opened or changed)

The manifest's signature is checked against the programme's public key (RELEASE_PUBLIC_KEY_FILE) and the
tarball's sha256 against the manifest; the tarball is kept in RELEASES_DIR (default DATA_DIR/releases),
the folder every API instance serves it from, and recorded in the database the server uses
(DATABASE_URL, or DATA_DIR; settings from the environment or the repository's .env).
More: docs/operations.md (Update kiosk PCs).`;

interface Io {
  argv: string[];
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  cwd: string;
  settingsNote?: string;
}

/** The command: exit 0 with the version kept, 1 with why not (2 for a bad command line). */
export async function runUploadRelease(io: Io): Promise<number> {
  let database: CliDatabase | null = null;
  try {
    const values = parseCommandLine(io.argv, {
      options: { file: { type: 'string' }, manifest: { type: 'string' } },
      helpHint: 'npm run release:upload -- --help',
      check: ({ file }) => !file && '--file <tarball> is required',
    });
    if (values === 'help') {
      io.stdout.write(helpText(UPLOAD_RELEASE_USAGE, io));
      return 0;
    }
    const base = io.env.INIT_CWD ?? io.cwd;
    const file = resolve(base, values.file as string);
    const manifestFile = resolve(base, (values.manifest as string | undefined) ?? `${file}.manifest.json`);
    for (const path of [file, manifestFile])
      if (!existsSync(path)) throw new CliError(`${path}: there is no such file.`);
    const config = loadConfig(io.env);
    const releases = { ...config.releases, dir: resolve(base, config.releases.dir) };
    database = await openCliDatabase(config, io.env, io.cwd);
    const release = await uploadRelease(
      { db: database.db, config: { releases } },
      createReadStream(file),
      readFileSync(manifestFile, 'utf8'),
      'release:upload',
    ).catch((error: unknown) => {
      if (error instanceof AppError)
        throw new CliError(`Refused: ${String(error.params.detail ?? error.params.reason)}`);
      throw error;
    });
    io.stdout.write(`Release ${release.version} uploaded (${release.bytes} bytes, in ${releases.dir}).\n`);
    return 0;
  } catch (error) {
    return exitOnFailure(io, 'upload', error);
  } finally {
    await database?.close();
  }
}
