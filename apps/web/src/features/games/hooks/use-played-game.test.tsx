import type { GamePlay } from '@portmarin/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createRandom } from '../lib/shared';
import { usePlayedGame } from './use-played-game';

const playOf = (seed: number): GamePlay => ({ id: `play-${seed}`, startedAt: '', seed });

describe('usePlayedGame', () => {
  it('replays a seed exactly under StrictMode, whose double calls would draw twice', () => {
    const { result } = renderHook(() => usePlayedGame((random) => [random()], { seed: 3 }), { wrapper: StrictMode });
    act(() => result.current.update((draws, random) => [...draws, random()]));
    act(() => result.current.update((draws, random) => [...draws, random()]));
    const expected = createRandom(3);
    expect(result.current.state).toEqual([expected(), expected(), expected()]);
  });

  it('restarts a visitor’s game with the next draws of the same source', () => {
    const { result } = renderHook(() => usePlayedGame((random) => [random()], { seed: 3 }), { wrapper: StrictMode });
    act(() => result.current.restart());
    const expected = createRandom(3);
    expected();
    expect(result.current.state).toEqual([expected()]);
  });

  it('draws a resident’s game from the seed of the server’s play, one play per game', async () => {
    const newPlay = vi.fn().mockResolvedValueOnce(playOf(11)).mockResolvedValueOnce(playOf(12));
    const { result } = renderHook(() => usePlayedGame((random) => [random()], { seed: 3, newPlay }), {
      wrapper: StrictMode,
    });
    expect(result.current.state).toBeNull();
    await waitFor(() => expect(result.current.state).toEqual([createRandom(11)()]));
    await act(async () => result.current.restart());
    expect(result.current.state).toEqual([createRandom(12)()]);
    expect(newPlay).toHaveBeenCalledTimes(2);
  });
});
