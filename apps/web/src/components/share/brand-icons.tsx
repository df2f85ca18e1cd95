import { cn } from '@/lib/cn';

export type BrandMark = 'facebook' | 'x' | 'linkedin';

/**
 * The networks' marks drawn as strokes ('f', 'X', 'in'): lucide dropped brand logos. Strokes, not
 * an SVG <text>: lettering is visible text, which WCAG 2.5.3 wants inside the link's name (« in »
 * is not a word of « Partager sur LinkedIn »). Decorative: the link carries the name.
 */
const MARKS: Record<BrandMark, string> = {
  facebook: 'M15.5 4H14a3.5 3.5 0 0 0-3.5 3.5V20M7.5 11h7',
  x: 'M6 5l12 14M18 5L6 19',
  linkedin: 'M6.5 11v8M6.5 6.5v.01M11 19v-8M11 14.5a3.5 3.5 0 0 1 7 0V19',
};

export function BrandGlyph({ mark, className }: { mark: BrandMark; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={cn('size-4', className)}
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={MARKS[mark]} />
    </svg>
  );
}
