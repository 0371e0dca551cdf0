import { ANALYTICS_EVENTS_PATH } from '@kiosk/contract/values';
import type { TAnalyticsBatch } from '@kiosk/contract';
import { getDeviceId } from '../device-id';
import { createAnalytics } from './analytics-client';

const sendBatch = async (batch: TAnalyticsBatch): Promise<void> => {
  const response = await fetch(ANALYTICS_EVENTS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(batch),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`analytics ${response.status}`);
};

/** The app's one analytics queue (loaded by `analytics.ts`). */
export const createAppAnalytics = () => createAnalytics({ send: sendBatch, deviceId: () => getDeviceId() });
