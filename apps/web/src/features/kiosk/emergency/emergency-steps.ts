/** The numbered naloxone steps (keys of emergency.steps in the locale files), in order. */
export const NALOXONE_STEP_KEYS = [
  'callEmergency',
  'layOnBack',
  'tiltHead',
  'insertNozzle',
  'pressPlunger',
  'breathingOrRecovery',
  'stayAndSecondDose',
] as const;

export type TNaloxoneStepKey = (typeof NALOXONE_STEP_KEYS)[number];
