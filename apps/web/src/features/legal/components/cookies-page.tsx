import { Link } from 'react-router';
import { useTown } from '@/config/town';
import { paths } from '@/config/paths';
import { LegalLayout, linkClass, listClass, type LegalSection } from './legal-layout';

/** Exactly what the app stores in the browser, nothing more. */
const TRACKERS = [
  {
    name: 'portmarin.session_token',
    kind: 'Cookie (httpOnly, SameSite=Lax)',
    purpose:
      'Maintient votre connexion. Déposé lorsque vous vous connectez, il contient un identifiant de session aléatoire. Strictement nécessaire.',
    duration: "30 jours, ou jusqu'à la fermeture du navigateur si la session ne doit pas être mémorisée",
  },
  {
    name: 'portmarin.dont_remember',
    kind: 'Cookie (httpOnly, SameSite=Lax)',
    purpose:
      "Déposé uniquement lorsqu'une session ne doit pas être mémorisée, pour qu'elle prenne fin à la fermeture du navigateur. Strictement nécessaire.",
    duration: "Jusqu'à la fermeture du navigateur",
  },
  {
    name: 'theme',
    kind: 'Stockage local (localStorage)',
    purpose: "Retient votre choix d'affichage : « light » (clair) ou « dark » (sombre).",
    duration: "Jusqu'à ce que vous changiez de thème ou effaciez les données du site",
  },
  {
    name: 'installPromptDismissed',
    kind: 'Stockage de session (sessionStorage)',
    purpose: "Retient que vous avez fermé le bandeau d'installation de l'application, pour cette session.",
    duration: "Jusqu'à la fermeture de l'onglet",
  },
] as const;

const cellClass = 'border border-border px-3 py-2 align-top';

function cookiesSections(productName: string): LegalSection[] {
  return [
    {
      title: "Qu'est-ce qu'un traceur ?",
      body: (
        <p>
          Un traceur est une information enregistrée dans votre navigateur par un site : un cookie, ou une donnée du
          stockage local ou de session. {productName} n'en utilise que quelques-uns, tous indispensables au
          fonctionnement du service ou à la mémorisation de vos propres choix.
        </p>
      ),
    },
    {
      title: 'Traceurs utilisés',
      body: (
        <>
          <table className="w-full border-collapse text-left text-sm wrap-anywhere hyphens-auto">
            <caption className="mb-2 text-left text-muted-foreground">
              Liste complète des traceurs déposés par {productName}
            </caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className={cellClass}>
                  Nom
                </th>
                <th scope="col" className={cellClass}>
                  Type
                </th>
                <th scope="col" className={cellClass}>
                  Finalité
                </th>
                <th scope="col" className={cellClass}>
                  Durée
                </th>
              </tr>
            </thead>
            <tbody>
              {TRACKERS.map((t) => (
                <tr key={t.name}>
                  <td className={cellClass}>
                    <code>{t.name}</code>
                  </td>
                  <td className={cellClass}>{t.kind}</td>
                  <td className={cellClass}>{t.purpose}</td>
                  <td className={cellClass}>{t.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Quand le site est servi en HTTPS, les noms des cookies sont précédés de <code>__Secure-</code> : le
            navigateur ne les envoie alors que par une connexion chiffrée.
          </p>
        </>
      ),
    },
    {
      title: "Aucun cookie publicitaire ni de mesure d'audience",
      body: (
        <p>
          {productName} ne dépose aucun cookie publicitaire, de mesure d'audience ou de réseau social tiers. Les
          traceurs ci-dessus étant strictement nécessaires au service demandé, ils sont dispensés de consentement
          (article 82 de la loi Informatique et Libertés et lignes directrices de la CNIL sur les cookies et autres
          traceurs) : c'est pourquoi aucun bandeau de consentement ne s'affiche.
        </p>
      ),
    },
    {
      title: 'Supprimer les traceurs',
      body: (
        <ul className={listClass}>
          <li>Se déconnecter supprime les cookies de session.</li>
          <li>
            Les paramètres de votre navigateur permettent d'effacer les cookies et les données du site à tout moment ;
            vous devrez alors vous reconnecter et choisir à nouveau votre thème.
          </li>
          <li>
            Pour en savoir plus sur vos données, consultez la{' '}
            <Link to={paths.privacy} className={linkClass}>
              politique de confidentialité
            </Link>
            .
          </li>
        </ul>
      ),
    },
  ];
}

export function CookiesPage() {
  const { productName } = useTown();
  return (
    <LegalLayout
      page="cookies"
      intro={<p>Cette page liste tous les traceurs que {productName} enregistre dans votre navigateur, et pourquoi.</p>}
      sections={cookiesSections(productName)}
    />
  );
}
