import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RELEASES_API, ZDownloadParams } from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { accepts, answers } from '../../http/credentials';
import { AppError, notFound } from '../../http/app-error';
import { answerRange } from './byte-ranges';
import { releaseDownload } from './release-download.service';

const rangeNotSatisfiable = (size: number) =>
  new AppError({
    code: 'validation',
    status: 416,
    message: 'error.validation',
    description: 'error.validation.description',
    params: { field: 'range', detail: `the file has ${size} bytes` },
    field: 'range',
    headers: { 'content-range': `bytes */${size}` },
  });

/**
 * The kiosks' downloads of a release in a roll-out: the tarball, streamed from the releases folder, and
 * its signed manifest, each with ranges so an interrupted download resumes (docs/device-agent.md).
 */
export const kioskReleasesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      RELEASES_API.download,
      {
        config: {
          ...accepts('download'),
          ...answers({
            416: 'The range asked for starts past the end of the file (`Content-Range: bytes */{size}` gives its size).',
          }),
        },
        schema: {
          tags: ['releases'],
          summary:
            "A release's tarball or `{tarball}.manifest.json`, with Range/If-Range (206, 416): the update command's bearer token, for its kiosk's release only",
          params: ZDownloadParams,
        },
      },
      async (request, reply) => {
        const file = await releaseDownload(ctx, request.params.version, request.params.file);
        if (!file) throw notFound('route');
        const range = answerRange(
          file.size,
          file.etag,
          request.headers.range,
          request.headers['if-range'] as string | undefined,
        );
        if (range.status === 416) throw rangeNotSatisfiable(file.size);
        reply
          .header('accept-ranges', 'bytes')
          .header('etag', file.etag)
          .header('cache-control', 'no-store')
          .header('content-length', String(range.end - range.start + 1))
          .type(file.type);
        if (range.status === 206)
          reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
        return reply.send(file.body(range.start, range.end));
      },
    );
  };
