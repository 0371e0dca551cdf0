/** The dispense screen's views: one centred column. */
export const centred = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 8,
  py: 16,
} as const;
