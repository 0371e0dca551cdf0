import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../i18n/i18n';
import { preloadModal } from '../shared/components/modal';

// `findBy…` waits for a lazy screen's first render. Its 1 s default is a timing assertion the tests do not mean
// to make: on a loaded two-core CI machine a lazy chunk's first import has taken 3 s. What must be fast is
// measured by the benchmarks, not here.
configure({ asyncUtilTimeout: 5_000 });

// Every test sees modals in their full form from the first render (modal.test.tsx covers the plain one).
beforeAll(() => preloadModal());

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
