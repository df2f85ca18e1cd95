/** Jeu de Mémoire: 8 emoji pairs face down; find them two by two. */
import { shuffle, type Random } from './shared';

export const MEMORY_PAIRS = 8;
/** How long two flipped cards stay visible before they are checked. */
export const MEMORY_REVEAL_MS = 1000;
/** The spec does not list the emojis: seaside ones, for the town. */
export const MEMORY_EMOJIS = ['🐚', '🦀', '🐟', '🐬', '🐙', '⚓', '⛵', '🌊'] as const;

export type MemoryCard = {
  /** Stable key for the UI (the position in the unshuffled deck). */
  readonly id: number;
  readonly emoji: string;
  readonly matched: boolean;
};

export type MemoryState = {
  readonly cards: readonly MemoryCard[];
  /** The first card of a pair, face up while the second is chosen. */
  readonly first: number | null;
  /** Two face-up cards waiting for `resolve()`, which the UI calls after MEMORY_REVEAL_MS. */
  readonly pending: readonly [number, number] | null;
  /** One per pair of cards flipped. */
  readonly moves: number;
  readonly won: boolean;
};

/** A new game: the 16 cards dealt in an order drawn from `random`. */
export function createMemory(random: Random): MemoryState {
  const deck = MEMORY_EMOJIS.flatMap((emoji) => [emoji, emoji]).map((emoji, id) => ({
    id,
    emoji,
    matched: false,
  }));
  return { cards: shuffle(deck, random), first: null, pending: null, moves: 0, won: false };
}

export function isFaceUp(state: MemoryState, index: number): boolean {
  return state.cards[index]?.matched === true || state.first === index || state.pending?.includes(index) === true;
}

/** Turns a card over. Ignored while a pair is pending, after the win, or on a card already face up. */
export function flip(state: MemoryState, index: number): MemoryState {
  if (state.won || state.pending || !state.cards[index] || isFaceUp(state, index)) return state;
  if (state.first === null) return { ...state, first: index };
  return { ...state, first: null, pending: [state.first, index], moves: state.moves + 1 };
}

/** Checks the pending pair: a match stays face up, otherwise both turn back down. */
export function resolve(state: MemoryState): MemoryState {
  if (!state.pending) return state;
  const [a, b] = state.pending;
  const isMatch = state.cards[a]?.emoji === state.cards[b]?.emoji;
  if (!isMatch) return { ...state, pending: null };
  const cards = state.cards.map((card, i) => (i === a || i === b ? { ...card, matched: true } : card));
  return { ...state, cards, pending: null, won: cards.every((card) => card.matched) };
}

/** Calls `onResolve` MEMORY_REVEAL_MS after a pair is flipped; returns a cancel for unmount or reset. */
export function scheduleResolve(onResolve: () => void): () => void {
  const timer = setTimeout(onResolve, MEMORY_REVEAL_MS);
  return () => clearTimeout(timer);
}
