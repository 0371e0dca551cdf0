import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test support: a local fake of Twilio's Messages endpoint, for the real sender pointed at it. */
export interface TwilioFakeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface TwilioFake {
  apiBase: string;
  requests: TwilioFakeRequest[];
  /** The next `count` sends answer with this status and Twilio error body. */
  failNext(status: number, body: Record<string, unknown>, count?: number): void;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

export async function startTwilioFake(credentials: {
  accountSid: string;
  authToken: string;
}): Promise<TwilioFake> {
  const requests: TwilioFakeRequest[] = [];
  const failures: { status: number; body: Record<string, unknown> }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  let counter = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const request = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      requests.push(request);
      const answer = (status: number, body: Record<string, unknown>) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      const match = MESSAGES_PATH.exec(path);
      if (request.method !== 'POST' || !match)
        return answer(404, { code: 20404, message: 'Not found', status: 404 });
      if (req.headers.authorization !== expectedAuth || match[1] !== credentials.accountSid)
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      const failure = failures.shift();
      if (failure) return answer(failure.status, failure.body);
      if (!request.form.To || !request.form.From || !request.form.Body)
        return answer(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      counter += 1;
      return answer(201, {
        sid: `SM${String(counter).padStart(32, '0')}`,
        status: 'queued',
        to: request.form.To,
        from: request.form.From,
        body: request.form.Body,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, body, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push({ status, body });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
