// `npm run db:upgrade`: see upgrade-command.ts and docs/operations.md.
import { runUpgrade } from './upgrade-command';
import { readSettingsFile } from './cli-help';

const settingsNote = readSettingsFile();
process.exitCode = await runUpgrade({
  argv: process.argv.slice(2),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  settingsNote,
});
