import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import './i18n/i18n';
import { App } from './app/app';
import { captureDeviceId } from './shared/lib/device-id';

captureDeviceId(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
