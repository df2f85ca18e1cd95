import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type SearchFieldProps = {
  /** Its accessible name, e.g. 'Rechercher une entreprise'; the placeholder repeats it unless given. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** A screen's search box with its magnifier: a search landmark, labelled, 100 characters at most. */
export function SearchField({ label, value, onChange, placeholder = `${label}...`, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="pl-9"
        maxLength={100}
      />
    </div>
  );
}
