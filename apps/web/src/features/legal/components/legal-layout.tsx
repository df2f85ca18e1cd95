import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL_LAST_UPDATED } from '@portmarin/shared/constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export type LegalPageId = 'terms' | 'privacy' | 'cookies' | 'communityStandards' | 'accessibility';

/** The legal pages, in the order they are listed everywhere (help page, every legal page's footer). */
export const LEGAL_PAGES: ReadonlyArray<{ id: LegalPageId; title: string; to: string }> = [
  { id: 'terms', title: "Conditions d'utilisation", to: paths.terms },
  { id: 'privacy', title: 'Politique de confidentialité', to: paths.privacy },
  { id: 'cookies', title: 'Politique relative aux cookies', to: paths.cookies },
  { id: 'communityStandards', title: 'Règles de la communauté', to: paths.communityStandards },
  { id: 'accessibility', title: "Déclaration d'accessibilité", to: paths.accessibility },
];

/** Underlined so that links never depend on colour alone. */
export const linkClass =
  'rounded-sm text-primary underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
export const listClass = 'list-disc space-y-1 pl-6';

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalLayoutProps {
  page: LegalPageId;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** When the page last changed, if not with the other legal texts (the accessibility audit's date). */
  updated?: string;
}

export function LegalLayout({ page, intro, sections, updated = LEGAL_LAST_UPDATED }: LegalLayoutProps) {
  const titleId = useId();
  const title = LEGAL_PAGES.find((p) => p.id === page)?.title ?? '';

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 text-foreground">
      <article aria-labelledby={titleId} className="space-y-8 leading-relaxed">
        <header className="space-y-2">
          <h1 id={titleId} className="text-2xl font-bold leading-tight">
            {title}
          </h1>
          <p className="text-sm text-muted-foreground">{`Dernière mise à jour : ${updated}`}</p>
          {intro}
        </header>
        {sections.map((section) => (
          <section key={section.title} className="space-y-3">
            <h2 className="text-lg font-semibold leading-snug">{section.title}</h2>
            {section.body}
          </section>
        ))}
      </article>

      <nav
        aria-label="Pages légales"
        className="mt-10 rounded-lg border border-border bg-card p-4 text-card-foreground"
      >
        <p className="mb-2 font-semibold">Pages légales</p>
        <ul className="space-y-2">
          {LEGAL_PAGES.map((p) => {
            const current = p.id === page;
            return (
              <li key={p.id}>
                <Link
                  to={p.to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(linkClass, current && 'font-semibold decoration-2')}
                >
                  {p.title}
                </Link>
                {current && (
                  <span aria-hidden="true" className="text-sm text-muted-foreground">
                    {' '}
                    (page actuelle)
                  </span>
                )}
              </li>
            );
          })}
          <li>
            <Link to={paths.help} className={linkClass}>
              Aide et support
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
