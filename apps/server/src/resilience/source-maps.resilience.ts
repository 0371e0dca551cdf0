import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/harness';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 300_000 });

/** Seen from outside: the production build's source maps (the app's source text) were served. */
describe('source maps are never served', () => {
  it('answers 404 for a .map file of the build, beside its script that is served', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kiosk-web-maps-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kiosk</title>');
    writeFileSync(
      join(dist, 'assets', 'app-abc123.js'),
      'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
    );
    writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"sourcesContent":["secret source"]}');
    writeFileSync(join(dist, 'sw.js.map'), '{"sourcesContent":["secret source"]}');
    const t = await createTestApp('pglite', {
      webDistDir: dist,
      env: { NODE_ENV: 'production', ALLOW_DEMO_IN_PRODUCTION: 'true' },
    });
    try {
      expect((await t.rawApp.inject({ url: '/assets/app-abc123.js' })).statusCode).toBe(200);
      for (const url of ['/assets/app-abc123.js.map', '/sw.js.map', '/assets/../sw.js.map']) {
        const res = await t.rawApp.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('secret source');
      }
    } finally {
      await t.close();
    }
  });
});
