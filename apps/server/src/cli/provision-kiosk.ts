// `npm run kiosk:provision -- --device <id> [--rotate | --revoke]`: the kiosk's broker account.
import { runProvisionKiosk } from './provision-kiosk-command';
import { readSettingsFile } from './cli-help';

const settingsNote = readSettingsFile();
process.exitCode = await runProvisionKiosk(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  settingsNote,
});
