import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../lib/shared';
import { useRandomGame } from './use-random-game';

describe('useRandomGame', () => {
  it('replays a seed exactly under StrictMode, whose double calls would draw twice', () => {
    const { result } = renderHook(() => useRandomGame((random) => [random()], { seed: 3 }), { wrapper: StrictMode });
    act(() => result.current.update((draws, random) => [...draws, random()]));
    act(() => result.current.update((draws, random) => [...draws, random()]));
    const expected = createRandom(3);
    expect(result.current.state).toEqual([expected(), expected(), expected()]);
  });

  it('restarts with the next draws of the same source', () => {
    const { result } = renderHook(() => useRandomGame((random) => [random()], { seed: 3 }), { wrapper: StrictMode });
    act(() => result.current.restart());
    const expected = createRandom(3);
    expected();
    expect(result.current.state).toEqual([expected()]);
  });
});
