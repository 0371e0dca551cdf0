import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TLanguageCode } from '@kiosk/contract';
import i18n from '../../../i18n/i18n';
import { cancelAllOrders } from './session-api';
import { ROUTES } from '../../../shared/routes/paths';
import { track } from '../../../shared/lib/analytics/analytics';
import { useSpeech } from '../speech/speech-context';

/**
 * docs/product.md §4: at the timeout (and on a confirmed exit) cancel all transactions with the timeout flag,
 * reset the language to the kiosk's default (English unless set up otherwise) and go to /idle-screen; speech mode ends with the session. The cancel is not awaited: the kiosk
 * is cleared for the next visitor at once even when the server is slow or down.
 */
export const useEndSession = (deviceId: string | null, defaultLanguage: TLanguageCode): (() => void) => {
  const navigate = useNavigate();
  const { turnOff } = useSpeech();
  return useCallback(() => {
    track('session_ended', { action: 'timeout' });
    turnOff();
    if (deviceId) {
      cancelAllOrders(deviceId, true).catch((error: unknown) => {
        console.error('Could not cancel the orders of the ended session', error);
      });
    }
    void i18n.changeLanguage(defaultLanguage);
    void navigate(ROUTES.idleScreen);
  }, [deviceId, defaultLanguage, navigate, turnOff]);
};
