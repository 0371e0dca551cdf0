// `npm run release:upload -- --file <tarball>`: see upload-release-command.ts and docs/operations.md.
import { readSettingsFile } from './cli-help';
import { runUploadRelease } from './upload-release-command';

const settingsNote = readSettingsFile();
process.exitCode = await runUploadRelease({
  argv: process.argv.slice(2),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  settingsNote,
});
