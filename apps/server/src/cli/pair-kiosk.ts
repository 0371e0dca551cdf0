// `npm run staff:pair -- --device <id>`: a one-time code (and address) that pairs a browser as the kiosk.
import { runPairKiosk } from './pair-kiosk-command';
import { readSettingsFile } from './cli-help';

const settingsNote = readSettingsFile();
process.exitCode = await runPairKiosk(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  settingsNote,
});
