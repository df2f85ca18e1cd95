import { Link } from 'react-router';
import { useTown } from '@/config/town';
import { AUDIT, formatRate } from '../accessibility-audit';
import { AccessibilityReportForm } from './accessibility-report-form';
import { ExternalLink, LegalLayout, linkClass, listClass, type LegalSection } from './legal-layout';

/** The Défenseur des droits, for a problem the town does not answer (the RGAA model statement). */
const DEFENSEUR = {
  form: 'https://formulaire.defenseurdesdroits.fr/',
  delegates: 'https://www.defenseurdesdroits.fr/saisir/delegues',
  phone: '09 69 39 00 00',
  postalAddress: 'Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07',
};

function accessibilitySections(productName: string, townName: string): LegalSection[] {
  const { figures } = AUDIT;
  return [
    {
      title: 'État de conformité',
      body: (
        <p>
          {productName} est <strong>{figures.status}</strong> avec le référentiel général d’amélioration de
          l’accessibilité (RGAA), version 4.1
          {figures.status === 'totalement conforme' ? '.' : ', en raison des non-conformités énumérées ci-dessous.'}
        </p>
      ),
    },
    {
      title: 'Résultats des tests',
      body: (
        <>
          <p>
            L’audit de conformité réalisé par l’équipe de {productName} révèle que{' '}
            <strong>{formatRate(figures.rate)} des critères</strong> du RGAA version 4.1 sont respectés : c’est le taux
            de conformité, soit le nombre de critères respectés divisé par le nombre de critères applicables.
          </p>
          <ul className={listClass}>
            <li>{`Critères respectés : ${figures.met}`}</li>
            <li>{`Critères non respectés : ${figures.notMet}`}</li>
            <li>{`Critères applicables : ${figures.applicable}`}</li>
            <li>{`Critères non applicables : ${figures.notApplicable}`}</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Contenus non accessibles',
      body: (
        <>
          <h3 className="font-semibold">Non-conformités</h3>
          {AUDIT.nonConformities.length === 0 ? (
            <p>Aucune.</p>
          ) : (
            <ul className={listClass}>
              {AUDIT.nonConformities.map((nc) => (
                <li key={nc.criteria.join()}>
                  {nc.text}{' '}
                  <span className="text-muted-foreground">
                    ({nc.criteria.length > 1 ? 'critères' : 'critère'} {nc.criteria.join(', ')})
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="font-semibold">Dérogations pour charge disproportionnée</h3>
          <p>Aucune.</p>
          <h3 className="font-semibold">Contenus non soumis à l’obligation d’accessibilité</h3>
          <p>
            Les contenus publiés par les habitants, les associations et les commerces (textes, photos, vidéos) sont des
            contenus de tiers : leurs auteurs en sont responsables. {productName} leur donne les moyens de les rendre
            accessibles : une description pour chaque photo, et pour chaque vidéo d’un commerce mis en avant une
            transcription, des sous-titres et une audiodescription, sans lesquels elle n’est pas publiée.
          </p>
        </>
      ),
    },
    {
      title: 'Établissement de cette déclaration',
      body: (
        <>
          <p>{`Cette déclaration a été établie le ${AUDIT.date}.`}</p>
          <h3 className="font-semibold">Technologies utilisées pour la réalisation du site</h3>
          <ul className={listClass}>
            {AUDIT.technologies.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <h3 className="font-semibold">Environnement de test et outils</h3>
          <ul className={listClass}>
            {AUDIT.tools.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <h3 className="font-semibold">Pages ayant fait l’objet de la vérification de conformité</h3>
          <p>
            Toutes les pages ont été analysées par axe-core ; l’échantillon suivant a été vérifié critère par critère.
          </p>
          <ul className={listClass}>
            {AUDIT.sample.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={linkClass}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      title: 'Retour d’information et contact',
      body: (
        <>
          <p>
            Si vous n’arrivez pas à accéder à un contenu ou à un service de {productName}, signalez-le avec ce
            formulaire : l’équipe de modération de {townName} vous répond et vous indique une autre façon d’y accéder.
            Vous pouvez l’utiliser sans compte.
          </p>
          <AccessibilityReportForm />
        </>
      ),
    },
    {
      title: 'Voies de recours',
      body: (
        <>
          <p>
            Si vous constatez un défaut d’accessibilité vous empêchant d’accéder à un contenu ou à une fonctionnalité,
            que vous nous l’avez signalé et que vous n’avez pas obtenu de réponse satisfaisante, vous êtes en droit
            d’adresser vos doléances ou une demande de saisine au Défenseur des droits :
          </p>
          <ul className={listClass}>
            <li>
              écrire un message au Défenseur des droits avec son{' '}
              <ExternalLink href={DEFENSEUR.form}>formulaire en ligne</ExternalLink> ;
            </li>
            <li>
              contacter <ExternalLink href={DEFENSEUR.delegates}>le délégué du Défenseur des droits</ExternalLink> dans
              votre région ;
            </li>
            <li>
              appeler le{' '}
              <a href={`tel:${DEFENSEUR.phone.replace(/\s+/g, '')}`} className={linkClass}>
                {DEFENSEUR.phone}
              </a>{' '}
              &nbsp;;
            </li>
            <li>envoyer un courrier par la poste (gratuit, ne pas mettre de timbre) : {DEFENSEUR.postalAddress}.</li>
          </ul>
        </>
      ),
    },
  ];
}

export function AccessibilityPage() {
  const { productName, townName } = useTown();
  return (
    <LegalLayout
      page="accessibility"
      updated={AUDIT.date}
      intro={
        <p>
          La mairie de {townName} s’engage à rendre ses services numériques accessibles, conformément à l’article 47 de
          la loi n° 2005-102 du 11 février 2005. Cette déclaration d’accessibilité s’applique à {productName}, le réseau
          social de {townName}.
        </p>
      }
      sections={accessibilitySections(productName, townName)}
    />
  );
}
