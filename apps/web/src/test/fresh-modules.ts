import { vi } from 'vitest';

// Files share a worker's module cache (isolate: false): the app's modules are evaluated again for
// each file, so that a file's vi.mock (registered for that file only) reaches the modules it tests.
vi.resetModules();
