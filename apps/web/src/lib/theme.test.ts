// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyTheme, readTheme, storeTheme } from './theme';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('theme', () => {
  it('is dark by default and reads the stored choice', () => {
    expect(readTheme(memoryStorage())).toBe('dark');
    expect(readTheme(memoryStorage({ theme: 'light' }))).toBe('light');
    expect(readTheme(memoryStorage({ theme: 'rose' }))).toBe('dark');
  });

  it('stores the choice under the key "theme"', () => {
    const storage = memoryStorage();
    storeTheme('light', storage);
    expect(storage.data.get('theme')).toBe('light');
  });

  it('toggles the dark class on the root element', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
