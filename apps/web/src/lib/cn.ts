import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

let config: ReturnType<typeof getDefaultConfig> | undefined;
const defaultConfig = () => (config ??= getDefaultConfig());

// tailwind-merge's own `twMerge`, with its configuration built ahead when the start asks for it.
const twMerge = createTailwindMerge(defaultConfig);

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge prepares itself at its first call: its configuration, then its class map. The
 * start does it ahead, in two tasks (app/main.tsx), rather than inside the first render; in one task
 * it was the start's longest (25–40 ms on the test machine).
 */
export const prepareClassMerging = [defaultConfig, () => cn('p-0', 'p-1')];
