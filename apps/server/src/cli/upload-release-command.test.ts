import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { freshDatabase, TEST_SECRET } from '../test/harness';
import { releaseFixtures } from '../test/release-fixture';
import { runUploadRelease } from './upload-release-command';

const fixtures = releaseFixtures();
afterAll(() => fixtures.remove());

const capture = () => {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => (text += String(chunk)));
  return { out, text: () => text };
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run release:upload (PostgreSQL)', () => {
  it('keeps a signed release and refuses one signed by another key, saying why', async () => {
    const database = await freshDatabase('postgres');
    try {
      const url = rowsOf<{ name: string }>(
        await database.db.execute(sql`select current_database() as name`),
      )[0]!;
      const address = new URL(process.env.TEST_DATABASE_URL!);
      address.pathname = `/${url.name}`;
      const env = {
        ...fixtures.env,
        DATABASE_URL: address.toString(),
        SECRET_KEY: TEST_SECRET,
        LOG_LEVEL: 'silent',
      };
      const run = async (file: string) => {
        const [stdout, stderr] = [capture(), capture()];
        const code = await runUploadRelease({
          argv: ['--file', file],
          stdout: stdout.out,
          stderr: stderr.out,
          env,
          cwd: fixtures.root,
        });
        return { code, stdout: stdout.text(), stderr: stderr.text() };
      };
      const good = await run(fixtures.make('3.0.0').tarball);
      expect(good, good.stderr).toMatchObject({
        code: 0,
        stdout: expect.stringContaining('Release 3.0.0 uploaded'),
      });
      const foreign = await run(fixtures.make('3.0.1', 1000, 'other.key').tarball);
      expect(foreign.code).toBe(1);
      expect(foreign.stderr).toContain('signature');
      const versions = rowsOf<{ version: string }>(
        await database.db.execute(sql`select version from kiosk_releases`),
      );
      expect(versions).toEqual([{ version: '3.0.0' }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
