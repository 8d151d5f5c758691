import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after every test.
afterEach(cleanup);
// The unit layer shares its 2-core machine with the browser layers, where a screen's deferred parts (rendered in
// a transition once their read answers) can take over Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });
