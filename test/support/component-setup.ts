import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A route's first render imports its lazy modules; on a busy 2-core machine that alone can pass the 1 s default.
configure({ asyncUtilTimeout: 5_000 });
