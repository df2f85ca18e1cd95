import type { ReactNode } from 'react';

/** One line of a card's details (a saved item's date and place, price, category…), muted. */
export function DetailLine({ children }: { children: ReactNode }) {
  return <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">{children}</p>;
}

/** A state beside the details: « Annulé », « Vendu », « Indisponible ». */
export function StatusBadge({ children }: { children: string }) {
  return (
    <span className="rounded-full border border-border bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
      {children}
    </span>
  );
}
