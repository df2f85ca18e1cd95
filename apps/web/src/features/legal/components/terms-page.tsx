import { Link } from 'react-router';
import type { TownConfig } from '@portmarin/shared';
import { useTown } from '@/config/town';
import { paths } from '@/config/paths';
import { LegalLayout, MailLink, linkClass, listClass, type LegalSection } from './legal-layout';

function termsSections({ townName, productName, townHall, publisher, support }: TownConfig): LegalSection[] {
  return [
    {
      title: 'Éditeur du service',
      body: (
        <p>
          {productName} est édité par {publisher.name}, {publisher.address}. Directeur ou directrice de la publication :{' '}
          {publisher.director}. Pour toute question, écrivez à <MailLink email={publisher.email} />.
        </p>
      ),
    },
    {
      title: 'Objet du service',
      body: (
        <p>
          {productName} est le réseau social des habitants de {townName}. Il permet de publier des messages et des
          photos, d'échanger avec ses voisins, de suivre l'actualité et les événements de la commune et de participer à
          la vie locale. Le service est gratuit.
        </p>
      ),
    },
    {
      title: 'Création de compte',
      body: (
        <>
          <p>Pour créer un compte, vous indiquez :</p>
          <ul className={listClass}>
            <li>votre nom complet ;</li>
            <li>un nom d'utilisateur (3 à 30 caractères : lettres, chiffres, points ou tirets bas) ;</li>
            <li>votre adresse e-mail ;</li>
            <li>un mot de passe d'au moins 8 caractères.</li>
          </ul>
          <p>
            Un lien de confirmation, valable 24 heures, est envoyé à votre adresse e-mail : le compte est activé une
            fois l'adresse vérifiée. Vous fournissez des informations exactes, vous ne créez qu'un seul compte et vous
            gardez votre mot de passe confidentiel.
          </p>
        </>
      ),
    },
    {
      title: 'Âge minimum',
      body: (
        <p>
          L'inscription est réservée aux personnes âgées d'au moins 15 ans, âge de la majorité numérique en France à
          partir duquel un mineur peut consentir seul au traitement de ses données personnelles (article 45 de la loi
          Informatique et Libertés).
        </p>
      ),
    },
    {
      title: 'Vos engagements',
      body: (
        <>
          <p>En utilisant {productName}, vous vous engagez à :</p>
          <ul className={listClass}>
            <li>
              respecter les{' '}
              <Link to={paths.communityStandards} className={linkClass}>
                règles de la communauté
              </Link>{' '}
              et la loi ;
            </li>
            <li>ne pas usurper l'identité d'une autre personne, d'un élu ou d'un service municipal ;</li>
            <li>
              ne pas perturber le service (envois automatisés, tentatives d'intrusion, contournement des limites) ;
            </li>
            <li>ne publier que des contenus sur lesquels vous avez les droits nécessaires.</li>
          </ul>
        </>
      ),
    },
    {
      title: 'Contenus publiés par les habitants',
      body: (
        <>
          <p>
            Vous restez propriétaire des textes, photos et autres contenus que vous publiez. Vous accordez à{' '}
            {townHall.name} une licence gratuite et non exclusive pour les afficher dans {productName}, auprès des
            personnes que vous avez choisies, pendant toute la durée de leur publication. Cette licence prend fin
            lorsque vous supprimez le contenu ou votre compte.
          </p>
          <p>
            Vous êtes responsable de ce que vous publiez. Un contenu contraire aux règles de la communauté ou à la loi
            peut être retiré par l'équipe de modération.
          </p>
        </>
      ),
    },
    {
      title: 'Modération et signalements',
      body: (
        <p>
          Chaque habitant peut signaler un contenu ou un compte qui lui paraît contraire aux règles. Les signalements
          sont examinés par les modérateurs désignés par la mairie, qui agissent promptement pour retirer les contenus
          manifestement illicites. Le détail figure dans les{' '}
          <Link to={paths.communityStandards} className={linkClass}>
            règles de la communauté
          </Link>
          .
        </p>
      ),
    },
    {
      title: 'Suspension et suppression du compte',
      body: (
        <>
          <p>
            En cas de manquement aux présentes conditions ou aux règles de la communauté, un compte peut être suspendu
            temporairement, ou supprimé en cas de manquement grave ou répété. Vous pouvez contester la décision en
            écrivant à <MailLink email={support.email} />.
          </p>
          <p>
            Vous pouvez à tout moment supprimer votre compte depuis les{' '}
            <Link to={paths.settings} className={linkClass}>
              Paramètres
            </Link>
            .
          </p>
        </>
      ),
    },
    {
      title: 'Responsabilité',
      body: (
        <p>
          La mairie met tout en œuvre pour que {productName} soit disponible et sécurisé, sans pouvoir garantir une
          disponibilité permanente : le service peut être interrompu pour maintenance ou en cas d'incident. Elle n'est
          pas l'auteur des contenus publiés par les habitants et n'en répond qu'à partir du moment où un contenu
          manifestement illicite lui a été signalé.
        </p>
      ),
    },
    {
      title: 'Données personnelles',
      body: (
        <p>
          Le traitement de vos données est décrit dans la{' '}
          <Link to={paths.privacy} className={linkClass}>
            politique de confidentialité
          </Link>{' '}
          et les traceurs utilisés dans la{' '}
          <Link to={paths.cookies} className={linkClass}>
            politique relative aux cookies
          </Link>
          .
        </p>
      ),
    },
    {
      title: 'Modification des conditions',
      body: (
        <p>
          Ces conditions peuvent évoluer, par exemple à l'ajout d'une fonctionnalité. La date de dernière mise à jour
          figure en haut de cette page et les changements importants vous sont annoncés dans l'application. En
          continuant à utiliser le service, vous acceptez la nouvelle version.
        </p>
      ),
    },
    {
      title: 'Droit applicable',
      body: (
        <p>
          Les présentes conditions sont soumises au droit français. En cas de désaccord, nous vous invitons à nous
          écrire pour rechercher une solution amiable ; à défaut, le litige relève des juridictions françaises
          compétentes.
        </p>
      ),
    },
    {
      title: 'Contact',
      body: (
        <ul className={listClass}>
          <li>
            Questions sur le service : <MailLink email={support.email} />
          </li>
          <li>
            {townHall.name} : <MailLink email={townHall.email} />, {townHall.address}
          </li>
        </ul>
      ),
    },
  ];
}

export function TermsPage() {
  const town = useTown();
  return (
    <LegalLayout
      page="terms"
      intro={
        <p>
          Les présentes conditions générales d'utilisation (CGU) fixent les règles d'utilisation de {town.productName}.
          En créant un compte, vous les acceptez.
        </p>
      }
      sections={termsSections(town)}
    />
  );
}
