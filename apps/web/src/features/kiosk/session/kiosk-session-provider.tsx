import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDeviceConfig } from '../device-config-api';
import { TitleIconHoldContext } from '../../../shared/components/modal';
import { staffSignInPath } from '../../../shared/routes/paths';
import { useSpeech } from '../speech/speech-context';
import { AccessibilityModal } from './accessibility-modal';
import { ExitSessionModal } from './exit-session-modal';
import { IdleWarningModal } from './idle-warning-modal';
import { KioskSessionContext, type TKioskSession } from './kiosk-session-context';
import { isSessionPath } from './session-paths';
import { useDeviceId } from '../../../shared/lib/use-device-id';
import { useEndSession } from './use-end-session';
import { useBetweenVisitsLanguage } from '../language/kiosk-default-language';
import { useIdleTimer } from './use-idle-timer';

/**
 * The kiosk session around every kiosk screen: the idle timer (running on every kiosk screen
 * but welcome and idle, and not while something holds it), the idle, exit-session and
 * accessibility modals, and the session context for the header's buttons. Holding any kiosk modal's
 * title icon for 5000 ms is the operator's hidden way into the staff sign-in of this device. Speech
 * mode is accessibility mode: while speech is on, the session has the extended time on any device.
 */
export function KioskSessionProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const deviceId = useDeviceId();
  const config = useDeviceConfig(deviceId);
  const isAccessibilityAllowed = config.data?.isAccessibilityExtensionAllowed === true;
  const navigate = useNavigate();
  const openStaffSignIn = useCallback(() => void navigate(staffSignInPath(deviceId)), [navigate, deviceId]);
  const [holdCount, setHoldCount] = useState(0);
  const [isAccessibilityOpen, setIsAccessibilityOpen] = useState(false);
  const defaultLanguage = useBetweenVisitsLanguage(config.data, pathname);
  const onExpire = useEndSession(deviceId, defaultLanguage);
  const timer = useIdleTimer({ isActive: isSessionPath(pathname) && holdCount === 0, onExpire });
  const { phase, isExtended, onOpenExit, onSetExtended, onPhoneProgress } = timer;
  const { isOn: isSpeechOn } = useSpeech();
  useEffect(() => {
    if (isSpeechOn) onSetExtended(true);
  }, [isSpeechOn, onSetExtended]);

  const hold = useCallback(() => {
    setHoldCount((count) => count + 1);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      setHoldCount((count) => count - 1);
    };
  }, []);

  const onOpenAccessibility = useCallback(() => {
    if (isAccessibilityAllowed) setIsAccessibilityOpen(true);
  }, [isAccessibilityAllowed]);

  const onAnswerAccessibility = (isWanted: boolean) => {
    setIsAccessibilityOpen(false);
    onSetExtended((isWanted && isAccessibilityAllowed) || isSpeechOn);
  };

  const session = useMemo<TKioskSession>(
    () => ({
      phase,
      isExtended,
      isAccessibilityAllowed,
      onOpenExit,
      onOpenAccessibility,
      onPhoneProgress,
      hold,
      isHeld: holdCount > 0,
    }),
    [
      phase,
      isExtended,
      isAccessibilityAllowed,
      onOpenExit,
      onOpenAccessibility,
      onPhoneProgress,
      hold,
      holdCount,
    ],
  );

  return (
    <TitleIconHoldContext value={openStaffSignIn}>
      <KioskSessionContext.Provider value={session}>
        {children}
        <IdleWarningModal
          isOpen={phase === 'warning'}
          remainingSeconds={timer.remainingSeconds}
          onStayHere={timer.onStayHere}
          onEndSession={timer.onEndSession}
        />
        <ExitSessionModal
          isOpen={phase === 'exiting'}
          remainingSeconds={timer.remainingSeconds}
          onConfirm={timer.onEndSession}
          onCancel={timer.onCancelExit}
        />
        <AccessibilityModal
          isOpen={isAccessibilityOpen && isAccessibilityAllowed}
          onAnswer={onAnswerAccessibility}
          onClose={() => setIsAccessibilityOpen(false)}
        />
      </KioskSessionContext.Provider>
    </TitleIconHoldContext>
  );
}
