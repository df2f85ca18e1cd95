import {
  Bot,
  Building2,
  CalendarDays,
  CloudSun,
  Gamepad2,
  Handshake,
  Heart,
  Landmark,
  Lightbulb,
  Megaphone,
  MessageSquareWarning,
  Bookmark,
  ShieldCheck,
  ShoppingBag,
  Siren,
  Star,
  Store,
  UserPlus,
  Users,
  Video,
  Vote,
  Waves,
  BookOpen,
  type LucideIcon,
} from 'lucide-react';
import { paths } from './paths';

export type HubEntry = { label: string; description: string; to: string; icon: LucideIcon };

/** Every hub route of both spec documents, as the menu tiles and the search list them. */
export function hubEntries(slug: string, productName: string): HubEntry[] {
  return [
    {
      label: 'Annonces de la mairie',
      description: 'Alertes, travaux, coupures, circulation',
      to: paths.announcements,
      icon: Siren,
    },
    {
      label: 'Services Municipaux',
      description: 'Démarches et contacts de la mairie',
      to: paths.municipalServices,
      icon: Landmark,
    },
    { label: 'Annuaire Local', description: 'Commerces et professionnels', to: paths.directory, icon: BookOpen },
    {
      label: 'Entreprises Locales',
      description: 'Les commerces les mieux notés',
      to: paths.localBusinesses,
      icon: Store,
    },
    {
      label: 'Pages professionnelles',
      description: 'Les pages des commerces locaux',
      to: paths.business,
      icon: Building2,
    },
    { label: 'Marketplace', description: 'Acheter, vendre, louer', to: paths.marketplace, icon: ShoppingBag },
    { label: 'Événements', description: 'Ce qui se passe en ville', to: paths.events, icon: CalendarDays },
    { label: 'Groupes', description: 'Les groupes de la commune', to: paths.groups, icon: Users },
    { label: 'Amis', description: 'Retrouver ses voisins', to: paths.friends, icon: UserPlus },
    { label: 'Rencontres', description: 'Rencontres amicales et sportives', to: paths.dating, icon: Heart },
    { label: 'Éléments enregistrés', description: 'Vos contenus sauvegardés', to: paths.saved, icon: Bookmark },
    { label: 'Référendums', description: 'Votez sur les projets locaux', to: paths.referendum, icon: Vote },
    {
      label: 'Voisins Vigilants',
      description: 'Signalements du quartier',
      to: paths.neighborsWatch,
      icon: ShieldCheck,
    },
    { label: 'Associations', description: 'La vie associative', to: paths.associations, icon: Handshake },
    { label: 'Boîte à idées', description: 'Proposez vos idées', to: paths.ideaBox, icon: Lightbulb },
    { label: 'Jeux', description: 'Mini-jeux pour tous', to: paths.games, icon: Gamepad2 },
    { label: 'Météo', description: 'Le temps à la côte', to: paths.weather, icon: CloudSun },
    { label: 'La mer', description: 'Marées, état de la mer, baignade', to: paths.sea, icon: Waves },
    { label: 'Webcams', description: 'Le port et les plages en direct', to: paths.webcam, icon: Video },
    {
      label: `Assistant ${productName} IA`,
      description: 'Vos questions sur la commune',
      to: paths.assistant(slug),
      icon: Bot,
    },
    { label: 'Régie publicitaire', description: 'Promouvoir votre activité', to: paths.advertising, icon: Megaphone },
    { label: 'Sponsors', description: 'Nos partenaires', to: paths.sponsors, icon: Star },
    {
      label: 'Modération',
      description: 'Signaler, obtenir de l’aide',
      to: paths.moderation,
      icon: MessageSquareWarning,
    },
  ];
}
