import { cn } from '@/lib/cn';

type CategoryChipsProps = {
  categories: readonly string[];
  value: string;
  onChange: (category: string) => void;
};

/** One chip per category ('Tous' first); the chosen one is pressed. */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Filtrer par catégorie" className="flex gap-2 overflow-x-auto pb-1">
      {categories.map((category) => {
        const pressed = category === value;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-card-foreground hover:bg-accent',
            )}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
