import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

export const starsLabel = (n: number) => `${n} étoile${n > 1 ? 's' : ''}`;

type StarInputProps = {
  value: number;
  onChange: (value: number) => void;
  legend?: string;
  disabled?: boolean;
};

/**
 * 1 to 5 stars as a group of radio buttons: Tab reaches the group, the arrow keys choose (the
 * browser's own keyboard handling), a click or tap picks a star.
 */
export function StarInput({ value, onChange, legend = 'Votre note', disabled = false }: StarInputProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="sr-only">{starsLabel(n)}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
              )}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value > 0 ? `${value}/5` : ''}
        </span>
      </div>
    </fieldset>
  );
}

/** Read-only stars for a review, with its rating said once. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={`${starsLabel(value)} sur 5`} className={cn('inline-flex', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}
