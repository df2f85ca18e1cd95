import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';

/**
 * A section of the visitors' home (each feature draws its own): a titled card whose last line
 * leads to the feature's full screen.
 */
export function VisitorSection({
  title,
  icon,
  more,
  children,
}: {
  title: string;
  icon?: ReactNode;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold leading-tight">
        {icon}
        {title}
      </h2>
      {children}
      <Link to={more.to} className="self-start text-sm font-medium text-primary underline underline-offset-4">
        {more.label}
      </Link>
    </section>
  );
}
