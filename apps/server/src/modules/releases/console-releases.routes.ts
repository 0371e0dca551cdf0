import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RELEASE_MANIFEST_HEADER,
  RELEASES_API,
  ZApiInstances,
  ZKioskRelease,
  ZKioskReleases,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { answers, operatorAs } from '../../http/credentials';
import { validation } from '../../http/app-error';
import { consoleScope, operatorOnly } from '../console/console-scope';
import { releaseList, uploadRelease } from './releases.service';
import { apiInstanceList } from './api-instances.service';

const operatorName = (caller: { kind: string; name?: string }) => caller.name ?? caller.kind;

/** The manifest beside an uploaded tarball: base64 of its JSON in a header, so the body is the tarball alone. */
function manifestOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !header)
    throw validation('manifest', `send it in ${RELEASE_MANIFEST_HEADER}`);
  return Buffer.from(header, 'base64').toString('utf8');
}

/** The console's releases: upload a signed kiosk-PC release, list them, and the API instances' versions. */
export const consoleReleasesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);
    // The tarball is streamed to the releases folder as it comes, never held whole (RELEASE_MAX_MB).
    app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    app.post(
      RELEASES_API.releases,
      {
        config: {
          ...operatorAs('operator'),
          ...answers({
            409: 'A release of this version is already uploaded, or the programme key is not set (RELEASE_PUBLIC_KEY_FILE).',
          }),
        },
        schema: {
          ...operatorOnly,
          summary:
            'Upload a kiosk-PC release: the tarball as the body (application/octet-stream), its signed manifest base64 in X-Release-Manifest; checked against the programme key and the sha256 (operator)',
          response: { 200: envelope(ZKioskRelease) },
        },
      },
      async (request) => {
        const manifest = manifestOf(request.headers[RELEASE_MANIFEST_HEADER]);
        if (request.headers['content-type'] !== 'application/octet-stream')
          throw validation('tarball', 'send it as application/octet-stream');
        const body = request.body as Readable;
        return { data: await uploadRelease(ctx, body, manifest, operatorName(request.caller)) };
      },
    );

    app.get(
      RELEASES_API.releases,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary: 'The uploaded kiosk-PC releases, newest first (operator)',
          response: { 200: envelope(ZKioskReleases) },
        },
      },
      async () => ({ data: await releaseList(ctx.db) }),
    );

    app.get(
      RELEASES_API.apiInstances,
      {
        config: operatorAs('viewer'),
        schema: {
          ...operatorOnly,
          summary: 'The API instances seen in the last three minutes, with their versions (operator)',
          response: { 200: envelope(ZApiInstances) },
        },
      },
      async () => ({ data: await apiInstanceList(ctx) }),
    );
  };
