// `npm run staff:set-passkey -- --device <id> [--passkey-stdin]`: sets or rotates a kiosk's staff passkey.
import { runSetPasskey } from './set-passkey-command';
import { readSettingsFile } from './cli-help';

const settingsNote = readSettingsFile();
process.exitCode = await runSetPasskey(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  settingsNote,
});
