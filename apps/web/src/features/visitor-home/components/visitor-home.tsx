import { Fragment, type ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { MailAlertsForm } from '@/features/mail-alerts';
import { longDate } from '@/lib/format';
import { VisitorAlertsControl } from './visitor-alerts-control';

/** One section of the home, drawn by its feature (`id` keys it). */
export type VisitorHomeSection = { id: string; Component: ComponentType };

/**
 * `/` for someone not signed in: what a visitor needs, in the order of `sections` (each feature's
 * own card), under a welcome with the town's alerts, and the way in for residents at the end.
 */
export function VisitorHome({ sections }: { sections: readonly VisitorHomeSection[] }) {
  const town = useTown();
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <section
        aria-labelledby="visitor-home-title"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <div>
          <h1 id="visitor-home-title" className="text-xl font-semibold">
            Bienvenue à {town.townName}
          </h1>
          <p className="text-sm text-muted-foreground">{longDate(new Date())}</p>
        </div>
        <p className="text-sm">
          Ce qui se passe cette semaine, la mer, la météo et les bonnes adresses : l’essentiel pour votre séjour, sans
          compte.
        </p>
        <VisitorAlertsControl />
        <MailAlertsForm />
      </section>
      {sections.map(({ id, Component }) => (
        <Fragment key={id}>
          <Component />
        </Fragment>
      ))}
      <section
        aria-labelledby="visitor-home-join"
        className="flex flex-col gap-2 rounded-xl border border-dashed border-border bg-card p-4 text-card-foreground"
      >
        <h2 id="visitor-home-join" className="text-lg font-semibold">
          Vous habitez {town.townName} ?
        </h2>
        <p className="text-sm">
          Rejoignez le fil des habitants : entraide, groupes, petites annonces et messages entre voisins.
        </p>
        <Link to={paths.auth} className="self-start text-sm font-medium text-primary underline underline-offset-4">
          Se connecter ou créer un compte
        </Link>
      </section>
    </div>
  );
}
