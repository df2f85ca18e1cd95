import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';

/** The screen's search box: filters the list as one types. */
export function BusinessSearch({
  value,
  onChange,
  placeholder = 'Rechercher une entreprise...',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        Rechercher une entreprise
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
