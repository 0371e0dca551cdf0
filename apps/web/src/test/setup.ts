import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../i18n/i18n';
import { preloadModal } from '../shared/components/modal';

// Every test sees modals in their full form from the first render (modal.test.tsx covers the plain one).
beforeAll(() => preloadModal());

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
