import { DEFAULT_KIOSK_LANGUAGES, LANGUAGE_CODES, languageOf } from '@kiosk/contract/values';
import type { TDeviceConfig } from '@kiosk/contract';
import { vi } from 'vitest';
import { jsonReply } from './render-app';

/** A device config as GET /config serves it: all 24 languages, the five kiosk ones active. */
export const deviceConfig = (overrides: Partial<TDeviceConfig> = {}): TDeviceConfig => ({
  deviceId: 'demo-kiosk-0001',
  name: 'Demo kiosk',
  languages: LANGUAGE_CODES.map((code) => languageOf(code, DEFAULT_KIOSK_LANGUAGES)),
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  supportPhone: '+1 (800) 555-0199',
  isAccessibilityExtensionAllowed: false,
  agentOrigin: null,
  emergencySkuId: null,
  ...overrides,
});

export type TFetchCall = { method: string; url: string };

type TRoute = { method: string; pattern: RegExp; reply: () => Response | Promise<Response> };

/**
 * Stubs `fetch` with a few routes (method + URL pattern → reply) and records every call; an
 * unknown call gets a 404. Returns the recorded calls.
 */
export const stubApi = (routes: TRoute[]): TFetchCall[] => {
  const calls: TFetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const route = routes.find((entry) => entry.method === method && entry.pattern.test(url));
      return route ? route.reply() : jsonReply(404, { data: { message: 'Not found', description: '' } });
    }),
  );
  return calls;
};

/** The config route of `stubApi`. */
export const configRoute = (config: TDeviceConfig = deviceConfig()): TRoute => ({
  method: 'GET',
  pattern: /\/devices\/[^/]+\/config$/,
  reply: () => jsonReply(200, { data: config }),
});
