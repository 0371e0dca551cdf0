// `npm run db:migrate`: applies the migrations of this build, nothing else (a rolling upgrade's first step).
import { runMigrate } from './migrate-command';

process.exitCode = await runMigrate({
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
