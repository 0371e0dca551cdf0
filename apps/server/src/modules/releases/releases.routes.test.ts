import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KIOSK_WEB_VERSION_HEADER, RELEASES_API } from '@kiosk/contract';
import { DB_KINDS, useTestApp } from '../../test/harness';
import { operatorAuth } from '../../test/console-session-helpers';
import { releaseFixtures, uploadHeaders } from '../../test/release-fixture';
import { createRollout } from './rollouts.service';
import { downloadTokenOf } from './download-token.service';
import { rowsOf } from '../../db/client';

const fixtures = releaseFixtures();
afterAll(() => fixtures.remove());

describe.each(DB_KINDS)('kiosk-PC releases (%s)', (kind) => {
  const t = useTestApp(kind, { env: fixtures.env });
  let auth: Awaited<ReturnType<typeof operatorAuth>>;
  const good = fixtures.make(`1.2.0-${kind}`);
  beforeAll(async () => {
    auth = await operatorAuth(t);
  });

  const upload = (body: Buffer, manifest: string, headers: Record<string, string> = auth) =>
    t.app.inject({
      method: 'POST',
      url: RELEASES_API.releases,
      headers: { ...headers, ...uploadHeaders(manifest) },
      payload: body,
    });

  it('refuses a tampered tarball, a manifest of another key, and no operator; nothing is kept', async () => {
    const tampered = Buffer.from(good.body);
    tampered[100] = tampered[100]! ^ 0xff;
    const res = await upload(tampered, good.manifest);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toMatchObject({ code: 'validation', field: 'tarball' });

    const foreign = fixtures.make(`9.9.9-${kind}`, 1000, 'other.key');
    const wrongKey = await upload(foreign.body, foreign.manifest);
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().data).toMatchObject({ field: 'manifest' });
    expect(wrongKey.json().data.description).toContain('signature');

    const edited = good.manifest.replace('"minimumVersion": "0.0.0"', '"minimumVersion": "0.0.1"');
    expect((await upload(good.body, edited)).json().data).toMatchObject({ field: 'manifest' });

    expect((await upload(good.body, good.manifest, {})).statusCode).toBe(401);
    const listed = await t.app.inject({ url: RELEASES_API.releases, headers: auth });
    expect(listed.json().data).toEqual([]);
    expect(readdirSync(join(fixtures.env.RELEASES_DIR, '.incoming'))).toEqual([]);
  });

  it('keeps a signed release whose tarball matches, lists it, and refuses the same version again', async () => {
    const res = await upload(good.body, good.manifest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: `1.2.0-${kind}`, bytes: good.body.length });
    expect(
      existsSync(join(fixtures.env.RELEASES_DIR, `1.2.0-${kind}`, `kiosk-pc-1.2.0-${kind}.tar.gz`)),
    ).toBe(true);
    const listed = await t.app.inject({ url: RELEASES_API.releases, headers: auth });
    expect(listed.json().data.map((r: { version: string }) => r.version)).toEqual([`1.2.0-${kind}`]);
    expect((await upload(good.body, good.manifest)).statusCode).toBe(409);
  });

  it('lists this API instance with its version', async () => {
    const res = await t.app.inject({ url: RELEASES_API.apiInstances, headers: auth });
    expect(res.json().data).toEqual([expect.objectContaining({ id: t.ctx.instanceId, version: 'dev' })]);
  });

  describe('downloads with the update command’s token', () => {
    let tokens: Map<string, string>;
    const url = (file = `kiosk-pc-1.2.0-${kind}.tar.gz`) => `/kiosk-releases/1.2.0-${kind}/${file}`;
    const get = (token: string | undefined, headers: Record<string, string> = {}, file?: string) =>
      t.rawApp.inject({
        url: url(file),
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    beforeAll(async () => {
      const rollout = await createRollout(
        t.ctx,
        { version: `1.2.0-${kind}`, canaries: [], stages: [100], trialSeconds: 60, haltThreshold: 0.5 },
        'test',
      );
      const rows = rowsOf<{ deviceId: string; nonce: string }>(
        await t.ctx.db.execute(
          sql`select device_id as "deviceId", token_nonce as nonce from rollout_kiosks where rollout_id = ${rollout.id}`,
        ),
      );
      tokens = new Map(
        rows.map((r) => [r.deviceId, downloadTokenOf(t.ctx.secret, rollout.id, r.deviceId, r.nonce)]),
      );
    });
    const [mine, other] = ['demo-kiosk-0001', 'a11y-kiosk-0001'];

    it('serves the whole tarball, its manifest, and resumes from an offset', async () => {
      const full = await get(tokens.get(mine));
      expect(full.statusCode).toBe(200);
      expect(full.headers['accept-ranges']).toBe('bytes');
      expect(full.rawPayload.equals(good.body)).toBe(true);
      const etag = full.headers.etag as string;

      const rest = await get(tokens.get(mine), { range: 'bytes=1000-', 'if-range': etag });
      expect(rest.statusCode).toBe(206);
      expect(rest.headers['content-range']).toBe(`bytes 1000-${good.body.length - 1}/${good.body.length}`);
      expect(rest.rawPayload.equals(good.body.subarray(1000))).toBe(true);

      const manifest = await get(tokens.get(mine), {}, `kiosk-pc-1.2.0-${kind}.tar.gz.manifest.json`);
      expect(manifest.statusCode).toBe(200);
      expect(manifest.body).toBe(good.manifest);
    });

    it('answers the whole file when If-Range is another ETag, and 416 past the end', async () => {
      const changed = await get(tokens.get(mine), { range: 'bytes=1000-', 'if-range': '"something-else"' });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.length).toBe(good.body.length);
      const past = await get(tokens.get(mine), { range: `bytes=${good.body.length}-` });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${good.body.length}`);
    });

    it('refuses no token, a wrong one, and another kiosk’s for another release (401)', async () => {
      expect(tokens.get(other)).toBeDefined();
      expect((await get(undefined)).statusCode).toBe(401);
      expect((await get('0'.repeat(64))).statusCode).toBe(401);
      const foreign = await t.rawApp.inject({
        url: '/kiosk-releases/9.9.9/kiosk-pc-9.9.9.tar.gz',
        headers: { authorization: `Bearer ${tokens.get(other)}` },
      });
      expect(foreign.statusCode).toBe(401);
      expect((await get(tokens.get(mine), { cookie: auth.cookie })).statusCode).toBe(200);
    });

    it('shows the version the kiosk page sends with its pairing check, only from the kiosk itself', async () => {
      const check = (deviceId: string, version: string, app = t.app) =>
        app.inject({
          url: `/devices/${deviceId}/kiosk-credential`,
          headers: { [KIOSK_WEB_VERSION_HEADER]: version },
        });
      expect((await check(mine, '1.2.0-web')).statusCode).toBe(200);
      await check(other, 'forged', t.rawApp);
      const versions = async () => {
        const rollouts = (await t.app.inject({ url: RELEASES_API.rollouts, headers: auth })).json().data;
        const detail = await t.app.inject({ url: `/console/rollouts/${rollouts[0].id}`, headers: auth });
        return Object.fromEntries(
          detail
            .json()
            .data.kiosks.map((k: { deviceId: string; webVersion: string }) => [k.deviceId, k.webVersion]),
        );
      };
      await expect.poll(async () => (await versions())[mine]).toBe('1.2.0-web');
      expect((await versions())[other]).toBeNull();
    });

    it('shows the agent and kiosk page versions on the fleet overview and the kiosk page', async () => {
      const fleet = await t.app.inject({ url: `/console/kiosks?q=${mine}`, headers: auth });
      expect(fleet.json().data.rows).toEqual([
        expect.objectContaining({ deviceId: mine, webVersion: '1.2.0-web', agentVersion: null }),
      ]);
      const kiosk = await t.app.inject({ url: `/console/kiosks/${mine}`, headers: auth });
      expect(kiosk.json().data).toMatchObject({ webVersion: '1.2.0-web', agentVersion: null });
    });

    it('starts the next stage by hand only of a running roll-out with one left', async () => {
      const action = (id: string, name: string) =>
        t.app.inject({
          method: 'POST',
          url: `/console/rollouts/${id}/action`,
          headers: auth,
          payload: { action: name },
        });
      const [first] = (await t.app.inject({ url: RELEASES_API.rollouts, headers: auth })).json().data;
      expect((await action(first.id, 'advance')).statusCode).toBe(409); // its one stage is the last
      expect((await action(first.id, 'halt')).statusCode).toBe(200);
      const rollout = await createRollout(
        t.ctx,
        { version: `1.2.0-${kind}`, canaries: [], stages: [10, 100], trialSeconds: 60, haltThreshold: 0.5 },
        'test',
      );
      expect(rollout.currentStage).toBe(1);
      expect((await action(rollout.id, 'pause')).statusCode).toBe(200);
      expect((await action(rollout.id, 'advance')).statusCode).toBe(409);
      expect((await action(rollout.id, 'resume')).statusCode).toBe(200);
      const advanced = await action(rollout.id, 'advance');
      expect(advanced.statusCode, advanced.body).toBe(200);
      expect(advanced.json().data).toMatchObject({ currentStage: 2, status: 'running' });
      expect((await action(rollout.id, 'advance')).statusCode).toBe(409);
    });
  });
});
