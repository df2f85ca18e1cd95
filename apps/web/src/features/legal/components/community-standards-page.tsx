import { Link } from 'react-router';
import type { TownConfig } from '@portmarin/shared';
import { useTown } from '@/config/town';
import { paths } from '@/config/paths';
import { ExternalLink, LegalLayout, MailLink, linkClass, listClass, type LegalSection } from './legal-layout';

/** Sections that are a plain list of rules. */
const RULE_LISTS: ReadonlyArray<{ title: string; items: readonly string[] }> = [
  {
    title: 'Respect et courtoisie',
    items: [
      'Adressez-vous aux autres comme vous le feriez en face, dans la rue ou au marché.',
      'Critiquez les idées, jamais les personnes.',
      "Pas d'insultes, de moqueries ni de menaces, y compris en message privé.",
    ],
  },
  {
    title: 'Ni harcèlement, ni haine, ni discrimination',
    items: [
      "Le harcèlement, l'intimidation et les campagnes de dénigrement sont interdits.",
      "Aucun propos haineux ou discriminatoire fondé sur l'origine, la religion, le sexe, l'orientation sexuelle, l'identité de genre, le handicap, l'âge ou la situation sociale.",
    ],
  },
  {
    title: 'Aucun contenu illégal',
    items: [
      "Pas d'incitation à la violence, d'apologie du terrorisme ni de contenu pédopornographique.",
      "Pas de diffamation, de contrefaçon ni de contenu copié sans l'accord de son auteur.",
      'Pas de vente ni de promotion de produits ou services illicites.',
    ],
  },
  {
    title: 'Respect de la vie privée',
    items: [
      "Ne publiez pas les données personnelles d'autrui (adresse, téléphone, plaque d'immatriculation, etc.).",
      "Ne publiez pas la photo ou la vidéo d'une personne reconnaissable sans son accord, en particulier d'un enfant.",
      "Ne diffusez pas le contenu d'une conversation privée sans l'accord des participants.",
    ],
  },
  {
    title: 'Ni spam, ni publicité déguisée',
    items: [
      'Pas de messages répétitifs, de chaînes ou de liens trompeurs.',
      'Un contenu commercial doit être présenté comme tel : la publicité non déclarée est interdite.',
    ],
  },
  {
    title: 'Promotions des commerces locaux',
    items: [
      'Les commerçants et artisans peuvent annoncer leurs offres depuis un compte qui les identifie clairement.',
      'Les offres sont exactes : prix, dates et conditions réels, sans promesse trompeuse.',
      "Une même offre n'est pas republiée en boucle ni envoyée en message privé à des habitants qui ne l'ont pas demandée.",
      "Les règles propres à certains produits s'appliquent, notamment pour l'alcool (loi Évin).",
    ],
  },
  {
    title: 'Une information fiable',
    items: [
      'Vérifiez une information avant de la partager et citez vos sources.',
      'Sur les sujets civiques, les consultations et les référendums locaux, ne diffusez pas de fausse information sur les dates, les modalités de vote ou les résultats.',
      'Ne vous faites pas passer pour un élu, un agent ou un service de la mairie.',
      'Un habitant, un compte, une voix : la création de faux comptes pour peser sur un vote est interdite.',
    ],
  },
];

function textSections({ support }: TownConfig): LegalSection[] {
  return [
    {
      title: 'Signaler un contenu',
      body: (
        <>
          <p>
            Si une publication, un commentaire, un message ou un profil vous semble contraire à ces règles, utilisez
            l'option « Signaler » qui l'accompagne et indiquez le motif.
          </p>
          <p>
            Les signalements sont examinés par l'équipe de modération dans l'espace{' '}
            <Link to={paths.moderation} className={linkClass}>
              Modération
            </Link>
            . En cas de danger immédiat, appelez le 17 ou le 112 ; un contenu illicite peut aussi être signalé sur{' '}
            <ExternalLink href="https://www.internet-signalement.gouv.fr">la plateforme Pharos</ExternalLink>.
          </p>
        </>
      ),
    },
    {
      title: 'Ce que peuvent faire les modérateurs',
      body: (
        <ul className={listClass}>
          <li>retirer un contenu contraire aux règles ou à la loi ;</li>
          <li>suspendre un compte temporairement ;</li>
          <li>supprimer un compte en cas de manquement grave ou répété ;</li>
          <li>transmettre aux autorités les contenus manifestement illicites.</li>
        </ul>
      ),
    },
    {
      title: 'Contester une décision',
      body: (
        <p>
          Si vous pensez qu'un contenu a été retiré ou qu'un compte a été suspendu à tort, écrivez à{' '}
          <MailLink email={support.email} /> en précisant votre nom d'utilisateur et le contenu concerné. Votre demande
          sera réexaminée et une réponse motivée vous sera adressée.
        </p>
      ),
    },
  ];
}

export function CommunityStandardsPage() {
  const town = useTown();
  const sections: LegalSection[] = [
    ...RULE_LISTS.map(({ title, items }) => ({
      title,
      body: (
        <ul className={listClass}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    })),
    ...textSections(town),
  ];

  return (
    <LegalLayout
      page="communityStandards"
      intro={
        <p>
          {town.productName} est un espace d'échange entre habitants de {town.townName}. Ces règles s'appliquent à tout
          ce qui y est publié : publications, commentaires, messages, annonces et profils. Elles complètent les{' '}
          <Link to={paths.terms} className={linkClass}>
            conditions d'utilisation
          </Link>
          .
        </p>
      }
      sections={sections}
    />
  );
}
