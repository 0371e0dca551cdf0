import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './i18n/i18n';
import { App } from './app/app';
import { captureDeviceId } from './shared/lib/device-id';
import { pairFromAddress } from './shared/lib/kiosk-pairing';

captureDeviceId(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A pairing address pairs first, so that the kiosk's first calls already carry its credential.
void pairFromAddress(window.location, window.history).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
