// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRouter } from './router';

/** The deepest route an address reaches. */
function leaf(path: string): string | undefined {
  const router = createRouter('portmarin');
  const matches = matchRoutes(router.routes, path);
  router.dispose();
  return matches?.at(-1)?.route.path;
}

describe('createRouter', () => {
  it('names the assistant’s route after the town’s slug; another slug is an unknown path', () => {
    expect(leaf('/ask-portmarin-ia')).toBe('/ask-portmarin-ia');
    expect(leaf('/ask-autreville-ia')).toBe('*');
    expect(leaf('/ask--ia')).toBe('*');
  });
});
