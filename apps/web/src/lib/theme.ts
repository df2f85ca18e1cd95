export type Theme = 'light' | 'dark';

/** Spec: stored under local-storage key `theme`, dark by default. */
export const THEME_STORAGE_KEY = 'theme';

export function readTheme(storage: Pick<Storage, 'getItem'> = localStorage): Theme {
  try {
    return storage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function storeTheme(theme: Theme, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private browsing may refuse storage: the theme still applies for this visit.
  }
}
