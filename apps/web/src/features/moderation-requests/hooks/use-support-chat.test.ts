// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOT_DELAY_MS, WELCOME_MESSAGE } from '../lib/bot';
import { useSupportChat } from './use-support-chat';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSupportChat', () => {
  it('starts with the welcome message', () => {
    const { result } = renderHook(() => useSupportChat());
    expect(result.current.messages.map((m) => [m.sender, m.content])).toEqual([['bot', WELCOME_MESSAGE]]);
    expect(result.current.typing).toBe(false);
    expect(result.current.lastUserMessage).toBe('');
  });

  it('adds the message, types, and answers by keyword after exactly 1.5 s', () => {
    const { result } = renderHook(() => useSupportChat());
    act(() => {
      expect(result.current.send('  J’ai oublié mon mot de passe  ')).toBe(true);
    });
    expect(result.current.messages.at(-1)).toMatchObject({ sender: 'user', content: 'J’ai oublié mon mot de passe' });
    expect(result.current.typing).toBe(true);
    expect(result.current.lastUserMessage).toBe('J’ai oublié mon mot de passe');

    act(() => vi.advanceTimersByTime(BOT_DELAY_MS - 1));
    expect(result.current.messages).toHaveLength(2);
    expect(result.current.typing).toBe(true);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.messages).toHaveLength(3);
    expect(result.current.messages.at(-1)).toMatchObject({ sender: 'bot' });
    expect(result.current.messages.at(-1)!.content).toContain('Mot de passe oublié ?');
    expect(result.current.typing).toBe(false);
  });

  it('refuses a blank message', () => {
    const { result } = renderHook(() => useSupportChat());
    act(() => {
      expect(result.current.send('   ')).toBe(false);
    });
    expect(result.current.messages).toHaveLength(1);
    expect(result.current.typing).toBe(false);
  });

  it('keeps typing until the last of two quick messages is answered', () => {
    const { result } = renderHook(() => useSupportChat());
    act(() => {
      result.current.send('Bonjour');
    });
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      result.current.send('Merci');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.messages).toHaveLength(4);
    expect(result.current.typing).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.messages).toHaveLength(5);
    expect(result.current.typing).toBe(false);
    expect(new Set(result.current.messages.map((m) => m.id)).size).toBe(5);
  });

  it('stops its timers when the page goes', () => {
    const { result, unmount } = renderHook(() => useSupportChat());
    act(() => {
      result.current.send('Bonjour');
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
