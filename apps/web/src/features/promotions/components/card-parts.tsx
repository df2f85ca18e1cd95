import { ExternalLink as ExternalIcon, Phone, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { telHref } from '../lib/format';

export type HeadingLevel = 2 | 3;

/** One promotional card: an article named by its heading (h2 in the feed, h3 inside the admin list). */
export function PromoArticle({
  level,
  title,
  kind,
  children,
  headerExtra,
}: {
  level: HeadingLevel;
  title: string;
  kind: string;
  children: ReactNode;
  headerExtra?: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={id}
      data-promotion-kind={kind}
      className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      {headerExtra}
      <div className="flex flex-col gap-3 p-4">
        <Heading id={id} className="text-lg font-semibold leading-tight">
          {title}
        </Heading>
        {children}
      </div>
    </article>
  );
}

/** A sub-heading one level below the card's own heading. */
export function SubHeading({ level, className, ...props }: { level: HeadingLevel } & ComponentProps<'h3'>) {
  const Heading = level === 2 ? 'h3' : 'h4';
  return <Heading className={cn('font-semibold leading-tight', className)} {...props} />;
}

export function Badge({ children, variant = 'primary' }: { children: ReactNode; variant?: 'primary' | 'secondary' }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide',
        variant === 'primary' ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
      )}
    >
      {children}
    </span>
  );
}

/** A link that opens in a new tab, says so to screen readers, and gives the page no access to ours. */
export function NewTabLink({
  href,
  children,
  context,
  className,
}: {
  href: string;
  children: ReactNode;
  /** Extra words for screen readers when the visible label repeats (e.g. the business name). */
  context?: string;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {context && (
        <>
          {' '}
          <span className="sr-only">{context}</span>
        </>
      )}{' '}
      <span className="sr-only">(nouvel onglet)</span>
    </a>
  );
}

/** A button-looking new-tab link ('Voir le menu', 'Réserver', 'Site web'). */
export function NewTabButton({
  href,
  label,
  context,
  variant = 'outline',
}: {
  href: string;
  label: string;
  context?: string;
  variant?: 'default' | 'outline';
}) {
  return (
    <Button asChild variant={variant} size="sm">
      <NewTabLink href={href} context={context}>
        <ExternalIcon aria-hidden="true" />
        {label}
      </NewTabLink>
    </Button>
  );
}

/** 'Appeler' as a tel: link styled as a button. */
export function CallButton({
  phone,
  context,
  variant = 'default',
}: {
  phone: string;
  context?: string;
  variant?: 'default' | 'outline';
}) {
  return (
    <Button asChild variant={variant} size="sm">
      <a href={telHref(phone)}>
        <Phone aria-hidden="true" />
        Appeler
        {context && (
          <>
            {' '}
            <span className="sr-only">{context}</span>
          </>
        )}
      </a>
    </Button>
  );
}

/** One information line: an icon and its text, the icon decorative. */
export function InfoLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

export function Chips({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        <li key={index} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
          {item}
        </li>
      ))}
    </ul>
  );
}

export const LINK_CLASS = 'font-medium text-primary underline underline-offset-4';
