import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTown } from '@/config/town';
import { paths } from '@/config/paths';
import { ExternalLink, LEGAL_PAGES, MailLink, linkClass, listClass } from './legal-layout';

const settingsLink = (
  <Link to={paths.settings} className={linkClass}>
    Paramètres
  </Link>
);

const FAQ: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: 'Comment créer un compte ?',
    answer: (
      <p>
        Sur la{' '}
        <Link to={paths.auth} className={linkClass}>
          page de connexion
        </Link>
        , ouvrez l'onglet « Inscription », puis indiquez votre nom complet, un nom d'utilisateur, votre adresse e-mail
        et un mot de passe d'au moins 8 caractères. Confirmez ensuite votre adresse grâce au lien reçu par e-mail.
        L'inscription est ouverte à partir de 15 ans.
      </p>
    ),
  },
  {
    question: "Je n'ai pas reçu l'e-mail de vérification",
    answer: (
      <ul className={listClass}>
        <li>Vérifiez le dossier « Courrier indésirable » ou « Spam » de votre messagerie.</li>
        <li>Vérifiez que l'adresse saisie lors de l'inscription est correcte.</li>
        <li>
          Le lien expire au bout de 24 heures. Connectez-vous à nouveau avec votre adresse et votre mot de passe : tant
          que l'adresse n'est pas confirmée, la page de connexion affiche un bouton « Renvoyer l'e-mail de
          confirmation ».
        </li>
      </ul>
    ),
  },
  {
    question: 'Comment passer en thème clair ou sombre ?',
    answer: (
      <p>
        Dans les {settingsLink}, rubrique « Apparence », activez ou désactivez « Mode sombre ». Votre choix est
        enregistré sur cet appareil et appliqué dès votre prochaine visite.
      </p>
    ),
  },
  {
    question: 'Comment choisir mes notifications ?',
    answer: (
      <p>
        Dans les {settingsLink}, rubrique « Notifications », activez ou désactivez chaque type : publications,
        commentaires, amis, messages et événements. Les notifications de messages sont désactivées par défaut.
      </p>
    ),
  },
  {
    question: 'Comment régler ma confidentialité ?',
    answer: (
      <>
        <p>Dans les {settingsLink}, rubrique « Confidentialité », vous choisissez :</p>
        <ul className={listClass}>
          <li>« Profil visible » : les autres habitants peuvent voir votre profil (activé par défaut) ;</li>
          <li>« Statut en ligne » : montrer quand vous êtes en ligne (désactivé par défaut) ;</li>
          <li>« Confirmations de lecture » : indiquer que vous avez lu les messages (activé par défaut).</li>
        </ul>
      </>
    ),
  },
  {
    question: 'Comment télécharger mes données ?',
    answer: (
      <p>
        Dans les {settingsLink}, rubrique « Vos données », choisissez « Télécharger mes données ». Vous obtenez un
        fichier JSON contenant votre compte, vos paramètres et l'historique de vos sessions de connexion.
      </p>
    ),
  },
  {
    question: 'Comment supprimer mon compte ?',
    answer: (
      <p>
        Dans les {settingsLink}, rubrique « Vos données », choisissez « Supprimer le compte », saisissez votre adresse
        e-mail puis « Supprimer définitivement ». La suppression est définitive : pensez à télécharger vos données
        avant.
      </p>
    ),
  },
  {
    question: 'Comment signaler un contenu ?',
    answer: (
      <p>
        Utilisez l'option « Signaler » d'une publication, d'un commentaire ou d'un profil et indiquez le motif. L'équipe
        de modération examine chaque signalement au regard des{' '}
        <Link to={paths.communityStandards} className={linkClass}>
          règles de la communauté
        </Link>
        .
      </p>
    ),
  },
  {
    question: "Comment installer l'application sur mon téléphone ?",
    answer: (
      <ul className={listClass}>
        <li>
          Sur Android (Chrome) : acceptez le bandeau d'installation qui s'affiche, ou ouvrez le menu du navigateur et
          choisissez « Installer l'application » ou « Ajouter à l'écran d'accueil ».
        </li>
        <li>Sur iPhone (Safari) : touchez le bouton Partager, puis « Sur l'écran d'accueil ».</li>
      </ul>
    ),
  },
];

export function HelpPage() {
  const { productName, townName, townHall, support } = useTown();
  const titleId = useId();
  const website = townHall.website.replace(/^https?:\/\//, '').replace(/\/$/, '');

  const contactRows: ReadonlyArray<[string, ReactNode]> = [
    ['Adresse', townHall.address],
    [
      'Téléphone',
      <a key="tel" href={`tel:${townHall.phone.replace(/\s+/g, '')}`} className={linkClass}>
        {townHall.phone}
      </a>,
    ],
    ['E-mail', <MailLink key="mail" email={townHall.email} />],
    ['Horaires', townHall.hours],
    [
      'Site web',
      <ExternalLink key="web" href={townHall.website}>
        {website}
      </ExternalLink>,
    ],
  ];

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 text-foreground">
      <article aria-labelledby={titleId} className="space-y-8 leading-relaxed">
        <header className="space-y-2">
          <h1 id={titleId} className="text-2xl font-bold leading-tight">
            Aide et support
          </h1>
          <p className="text-muted-foreground">
            Les réponses aux questions les plus fréquentes sur {productName}, le réseau social de {townName}.
          </p>
        </header>

        <section className="space-y-3">
          <h2 className="text-lg font-semibold leading-snug">Questions fréquentes</h2>
          <div className="space-y-2">
            {FAQ.map(({ question, answer }) => (
              <details key={question} className="rounded-lg border border-border bg-card text-card-foreground">
                <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                  {question}
                </summary>
                <div className="space-y-2 px-4 pb-4">{answer}</div>
              </details>
            ))}
          </div>
        </section>

        <section className="space-y-3">
          <h2 className="text-lg font-semibold leading-snug">Nous contacter</h2>
          <p>
            Une question sur votre compte ou un problème technique ? Écrivez au support :{' '}
            <MailLink email={support.email} />
          </p>
          <h3 className="font-semibold">{townHall.name}</h3>
          <address className="not-italic">
            <dl className="space-y-2">
              {contactRows.map(([label, value]) => (
                <div key={label} className="sm:flex sm:gap-2">
                  <dt className="font-medium sm:w-28 sm:shrink-0">{label}</dt>
                  <dd className="text-muted-foreground">{value}</dd>
                </div>
              ))}
            </dl>
          </address>
        </section>

        <section className="space-y-3">
          <h2 className="text-lg font-semibold leading-snug">Informations légales</h2>
          <ul className={listClass}>
            {LEGAL_PAGES.map((page) => (
              <li key={page.id}>
                <Link to={page.to} className={linkClass}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </article>
    </div>
  );
}
