import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { json, mockApi } from '@/test/render';
import { useRecordPlay } from './record-play';

const toasts = vi.hoisted(() => ({ dismissErrorToasts: vi.fn() }));
vi.mock('@/lib/toasts', () => toasts);

afterEach(() => vi.unstubAllGlobals());

describe('useRecordPlay', () => {
  it('starts a play without taking away the refused score’s toast (issue 36 point 10)', async () => {
    mockApi({ 'POST /api/games/snake/plays': () => json({ playCount: 5, play: null }) });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRecordPlay(), { wrapper });
    expect(await result.current('snake')).toEqual({ playCount: 5, play: null });
    expect(toasts.dismissErrorToasts).not.toHaveBeenCalled();
  });
});
