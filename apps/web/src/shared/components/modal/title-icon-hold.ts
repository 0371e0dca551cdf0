import { createContext } from 'react';

/**
 * What holding a modal's title icon does when the modal names no action of its own: a part of the app
 * (the kiosk) provides it for every modal inside.
 */
export const TitleIconHoldContext = createContext<(() => void) | undefined>(undefined);
