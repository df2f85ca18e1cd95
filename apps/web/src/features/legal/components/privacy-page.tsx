import { Link } from 'react-router';
import type { TownConfig } from '@portmarin/shared';
import { useTown } from '@/config/town';
import { paths } from '@/config/paths';
import { ExternalLink, LegalLayout, MailLink, linkClass, listClass, type LegalSection } from './legal-layout';

const RIGHTS = [
  ['Accès', 'obtenir une copie des données vous concernant.'],
  ['Rectification', 'corriger des données inexactes ou incomplètes.'],
  ['Effacement', 'faire supprimer vos données.'],
  ['Portabilité', 'récupérer vos données dans un format lisible par une machine (JSON).'],
  ['Opposition', "vous opposer aux traitements fondés sur l'intérêt légitime."],
  ['Limitation', "demander le gel temporaire d'un traitement, le temps d'examiner une contestation."],
] as const;

function privacySections({ productName, townHall }: TownConfig): LegalSection[] {
  return [
    {
      title: 'Responsable du traitement',
      body: (
        <p>
          Le responsable du traitement est {townHall.name}, {townHall.address}. Pour toute question sur vos données,
          écrivez à <MailLink email={townHall.email} />.
        </p>
      ),
    },
    {
      title: 'Données que nous conservons',
      body: (
        <ul className={listClass}>
          <li>
            <strong>Compte</strong> : nom complet, nom d'utilisateur, adresse e-mail, mot de passe (uniquement sous
            forme hachée) et rôle (habitant, modérateur ou administrateur).
          </li>
          <li>
            <strong>Sessions de connexion</strong> : date, adresse IP et navigateur utilisé (user agent), pour la
            sécurité de votre compte.
          </li>
          <li>
            <strong>Paramètres</strong> : vos préférences de notification et de confidentialité.
          </li>
          <li>
            <strong>Contenus</strong> : ce que vous publiez dans {productName}.
          </li>
        </ul>
      ),
    },
    {
      title: 'Finalités et bases légales',
      body: (
        <ul className={listClass}>
          <li>
            Gestion de votre compte, de vos paramètres et de vos publications : exécution du contrat que constituent les{' '}
            <Link to={paths.terms} className={linkClass}>
              conditions d'utilisation
            </Link>{' '}
            (article 6.1.b du RGPD).
          </li>
          <li>
            Historique des sessions, détection des connexions suspectes et limitation des tentatives de connexion :
            intérêt légitime à sécuriser le service (article 6.1.f du RGPD).
          </li>
        </ul>
      ),
    },
    {
      title: 'Durées de conservation',
      body: (
        <ul className={listClass}>
          <li>Données du compte, paramètres et contenus : jusqu'à la suppression de votre compte.</li>
          <li>Sessions de connexion : elles expirent au bout de 30 jours.</li>
          <li>Liens de vérification de l'adresse e-mail : ils expirent au bout de 24 heures.</li>
        </ul>
      ),
    },
    {
      title: "Vérification de l'identité et du domicile",
      body: (
        <>
          <p>
            La vérification est facultative : elle ouvre les votes réservés aux résidents vérifiés. Vous prouvez qui
            vous êtes avec FranceConnect et où vous habitez par un code reçu par courrier ou au guichet de la mairie.
          </p>
          <ul className={listClass}>
            <li>
              <strong>Ce qui est conservé</strong> : le prénom, le nom de famille et la date de naissance transmis par
              FranceConnect. Son identifiant n'est jamais conservé en clair, seulement sous la forme d'une empreinte
              calculée avec une clé secrète (un hachage à clé), qui reconnaît une même personne sans permettre de
              retrouver l'identifiant. S'y ajoutent l'adresse choisie dans la liste des adresses de la commune, la
              méthode (courrier ou guichet), au guichet le nom du justificatif présenté (jamais sa copie), et les dates
              de la demande, de l'envoi du courrier, de la vérification, de son échéance et, le cas échéant, de son
              retrait avec son motif.
            </li>
            <li>
              <strong>Pourquoi</strong> : un résident, une voix. La vérification garantit qu'une même personne ne vote
              qu'une fois aux référendums réservés aux résidents vérifiés et, si la commune le demande, pour proposer un
              référendum ou soutenir une idée. La date de naissance vérifiée sert aussi au contrôle de l'âge (18 ans et
              plus) de l'espace rencontres.
            </li>
            <li>
              <strong>Combien de temps</strong> : une vérification vaut 2 ans ; à son échéance, vous la renouvelez ou
              elle est supprimée. Elle est effacée avec votre compte, ce qui libère aussi votre identité FranceConnect.
            </li>
            <li>
              <strong>Qui la voit</strong> : vous, dans les Paramètres, et le personnel de la mairie chargé des
              vérifications. La mention « Résident vérifié » n'apparaît sur votre profil que si vous choisissez de
              l'afficher. Personne, pas même la mairie, ne peut savoir ce que vous avez voté : elle voit seulement qu'un
              résident est vérifié.
            </li>
          </ul>
        </>
      ),
    },
    {
      title: 'Ni publicité ciblée, ni revente',
      body: (
        <p>
          {productName} n'utilise aucun traceur publicitaire ni outil de mesure d'audience. Vos données ne sont jamais
          vendues, louées ou cédées à des tiers, et ne servent pas à établir de profil publicitaire.
        </p>
      ),
    },
    {
      title: 'Destinataires',
      body: (
        <ul className={listClass}>
          <li>
            L'équipe de la mairie chargée du service (administrateurs et modérateurs), dans la limite de ses missions.
          </li>
          <li>
            L'hébergeur technique du service, sous-traitant tenu à la confidentialité, qui n'utilise pas vos données
            pour son propre compte.
          </li>
          <li>Les autorités judiciaires ou administratives, uniquement sur demande fondée sur la loi.</li>
        </ul>
      ),
    },
    {
      title: 'Vos droits',
      body: (
        <>
          <p>Conformément au RGPD, vous disposez des droits suivants :</p>
          <ul className={listClass}>
            {RIGHTS.map(([name, description]) => (
              <li key={name}>
                <strong>{name}</strong> : {description}
              </li>
            ))}
          </ul>
          <p>
            Vous pouvez les exercer directement dans les{' '}
            <Link to={paths.settings} className={linkClass}>
              Paramètres
            </Link>{' '}
            &nbsp;: « Télécharger mes données » fournit une copie complète de votre compte, et « Supprimer le compte »
            efface définitivement vos données. Vous pouvez aussi écrire à <MailLink email={townHall.email} />
             ; une réponse vous est apportée dans un délai d'un mois.
          </p>
        </>
      ),
    },
    {
      title: 'Réclamation auprès de la CNIL',
      body: (
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission
          nationale de l'informatique et des libertés (CNIL) :{' '}
          <ExternalLink href="https://www.cnil.fr">www.cnil.fr</ExternalLink>.
        </p>
      ),
    },
    {
      title: 'Sécurité',
      body: (
        <ul className={listClass}>
          <li>Les mots de passe sont hachés : personne, pas même la mairie, ne peut les lire.</li>
          <li>
            Le cookie de session est inaccessible aux scripts de la page (httpOnly), ce qui limite les risques de vol de
            session.
          </li>
          <li>En production, tous les échanges passent par une connexion chiffrée (HTTPS).</li>
          <li>Le nombre de tentatives de connexion et d'inscription est limité pour freiner les attaques.</li>
        </ul>
      ),
    },
    {
      title: 'Cookies',
      body: (
        <p>
          Les seuls traceurs utilisés sont strictement nécessaires au fonctionnement du service. Ils sont détaillés dans
          la{' '}
          <Link to={paths.cookies} className={linkClass}>
            politique relative aux cookies
          </Link>
          .
        </p>
      ),
    },
  ];
}

export function PrivacyPage() {
  const town = useTown();
  return (
    <LegalLayout
      page="privacy"
      intro={
        <p>
          Cette politique explique quelles données personnelles {town.productName} traite, pourquoi, combien de temps et
          comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi
          Informatique et Libertés.
        </p>
      }
      sections={privacySections(town)}
    />
  );
}
