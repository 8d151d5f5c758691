import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { loadCatalog } from './packages/features/src/i18n/catalogs';

// The app loads a page's catalog before its first render; the tests render in English, so its texts are in
// before any test runs.
await loadCatalog('en');

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after every test.
afterEach(cleanup);
