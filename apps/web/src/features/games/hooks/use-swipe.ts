import { useRef, type PointerEvent } from 'react';
import type { Direction } from '../lib/shared';

/** Shorter moves are taps, not swipes (a finger wobbles a few pixels). */
export const SWIPE_MIN_PX = 30;

/**
 * Pointer handlers for a game board: a swipe longer than SWIPE_MIN_PX reports its main direction,
 * a shorter touch reports a tap. The board needs `touch-action: none` so the page does not scroll.
 */
export function useSwipe(onSwipe: (direction: Direction) => void, onTap?: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
      // The finger may leave the board mid-swipe: its release must still reach us.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerUp: (event: PointerEvent) => {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      start.current = null;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN_PX) onTap?.();
      else if (Math.abs(dx) > Math.abs(dy)) onSwipe(dx > 0 ? 'right' : 'left');
      else onSwipe(dy > 0 ? 'down' : 'up');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

const ARROWS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** The direction of an arrow key, or null for any other key. */
export function arrowDirection(key: string): Direction | null {
  return ARROWS[key] ?? null;
}
