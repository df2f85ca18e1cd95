/** Jeu de Mémoire in the page: the rules are shared with the server (packages/shared/src/games/memory.ts). */
import { MEMORY_REVEAL_MS } from '@portmarin/shared/games/memory';

export * from '@portmarin/shared/games/memory';

/** Calls `onResolve` MEMORY_REVEAL_MS after a pair is flipped; returns a cancel for unmount or reset. */
export function scheduleResolve(onResolve: () => void): () => void {
  const timer = setTimeout(onResolve, MEMORY_REVEAL_MS);
  return () => clearTimeout(timer);
}
