import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingPage } from '../pages/loading-page';
import { useRouteHandle } from '../routes/route-handle';
import { AppLayout, type TLayoutKind } from './app-layout';
import { KioskSessionProvider } from '../../features/kiosk/session/kiosk-session-provider';
import { KioskPairingGate } from '../../features/kiosk/pairing/kiosk-pairing-gate';
import { SpeechProvider } from '../../features/kiosk/speech/speech-provider';
import { KioskShellUpdate } from '../../features/kiosk/offline/kiosk-shell-update';
import { KioskAgentReport } from '../../features/kiosk/offline/kiosk-agent-report';
import { KioskFooter } from './kiosk-footer';
import { KioskOfflineContent } from './kiosk-offline-content';
import { KioskHeaderActions } from './kiosk-header-actions';
import { useDocumentTitle } from './use-document-title';

const KioskKeypad = lazy(() => import('../../features/kiosk/keypad/kiosk-keypad'));

/**
 * A layout as a route: the matched route's handle names the screen (document title and
 * optional page title); the lazy screen below shows the loading page until its code has arrived.
 */
export function LayoutRoute({ kind }: { kind: TLayoutKind }) {
  const { t } = useTranslation();
  const location = useLocation();
  const handle = useRouteHandle();
  const screenTitle = handle ? t(`screens.${handle.screen}`) : undefined;
  useDocumentTitle(screenTitle);
  const routeScreen = (
    <Suspense key={location.pathname} fallback={<LoadingPage />}>
      <Outlet />
    </Suspense>
  );
  // A kiosk screen, or the offline screen in its place: outside the screen's Suspense, so that the kiosk
  // asks whether the API answers as soon as its layout shows, not after the screen's code has come.
  const layout = (
    <AppLayout
      kind={kind}
      title={handle?.showTitle ? screenTitle : undefined}
      footer={handle?.hasFooter && kind === 'kiosk' ? <KioskFooter /> : undefined}
      headerActions={kind === 'kiosk' ? <KioskHeaderActions /> : undefined}
    >
      {kind === 'kiosk' ? <KioskOfflineContent>{routeScreen}</KioskOfflineContent> : routeScreen}
    </AppLayout>
  );
  // Kiosk screens run inside the visitor's session (idle timer, session modals), with the keypad and speech,
  // and register the kiosk's offline shell (features/kiosk/offline).
  if (kind !== 'kiosk') return layout;
  // An unpaired kiosk browser shows only how to pair it (no session, no kiosk buttons).
  return (
    <KioskPairingGate frame={(screen) => <AppLayout kind={kind}>{screen}</AppLayout>}>
      <SpeechProvider screen={handle?.screen}>
        <KioskSessionProvider>
          {layout}
          <KioskShellUpdate />
          <KioskAgentReport />
          <Suspense fallback={null}>
            <KioskKeypad />
          </Suspense>
        </KioskSessionProvider>
      </SpeechProvider>
    </KioskPairingGate>
  );
}
