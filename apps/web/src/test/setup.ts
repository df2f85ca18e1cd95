// jest-dom's matchers (toBeInTheDocument, toHaveTextContent…) and, through this import, their types.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// A lazy chunk's first import is transformed on demand: on a loaded machine it outlasts 1 s.
configure({ asyncUtilTimeout: 5000 });

// Tests fail on an unexpected console.error (a React warning is a bug).
const originalError = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error called: ${args.map(String).join(' ')}`);
});
