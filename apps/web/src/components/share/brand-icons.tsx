import { cn } from '@/lib/cn';

/**
 * The networks' marks as lettering ('f', 'X', 'in'): lucide dropped brand logos, and drawing the
 * real logos would need their artwork. Decorative: the button beside carries the name.
 */
export function BrandGlyph({ letters, className }: { letters: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('size-4', className)} focusable="false">
      <text
        x="12"
        y="17.5"
        textAnchor="middle"
        fontSize={letters.length > 1 ? 14 : 18}
        fontWeight={800}
        fontFamily="system-ui, sans-serif"
        fill="currentColor"
      >
        {letters}
      </text>
    </svg>
  );
}
