/** Speech volume steps: ten, from 10 % to 100 %; a visitor can turn it down, never to silence. */
export const VOLUME_STEP = 0.1;
export const MIN_VOLUME = 0.1;
export const MAX_VOLUME = 1;
export const DEFAULT_VOLUME = 0.8;

export const nextVolume = (volume: number, step: 1 | -1): number =>
  Math.min(MAX_VOLUME, Math.max(MIN_VOLUME, Math.round((volume + step * VOLUME_STEP) * 10) / 10));
