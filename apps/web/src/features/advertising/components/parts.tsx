import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const TEXTAREA =
  'flex min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

export const SELECT = 'h-10 w-full rounded-lg border border-input bg-card px-3 text-sm text-card-foreground';

/** The spec's 'Pro' label (Premium badge, auto-boost). */
export function ProLabel() {
  return <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">Pro</span>;
}

/** One choice of a radio group drawn as a card; the native radio keeps keyboard use and focus. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  detail,
  extra,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  detail: string;
  extra?: ReactNode;
}) {
  return (
    <label
      className={cn(
        'grid cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3 gap-y-0.5 rounded-xl border bg-card p-3 text-card-foreground',
        checked ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-4 accent-primary"
      />
      <span className="flex items-center gap-2 font-medium">
        {title}
        {extra}
      </span>
      <span className="col-start-2 text-sm text-muted-foreground">{detail}</span>
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}
