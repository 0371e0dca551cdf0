// `npm run db:migrate`: applies the migrations of this build, nothing else (a rolling upgrade's first step).
import { runMigrate } from './migrate-command';
import { readSettingsFile } from './cli-help';

const settingsNote = readSettingsFile();
process.exitCode = await runMigrate({
  argv: process.argv.slice(2),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  settingsNote,
});
