// `npm run operator:create -- --name <name> [--password-stdin]`: creates an operator account of the console.
import { runCreateOperator } from './create-operator-command';
import { readSettingsFile } from './cli-help';

const settingsNote = readSettingsFile();
process.exitCode = await runCreateOperator(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  settingsNote,
});
