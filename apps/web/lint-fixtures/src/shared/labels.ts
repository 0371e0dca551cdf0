/** A shared piece: imports nothing from above. */
export const appName = 'Kiosk';
