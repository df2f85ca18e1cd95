import { CreateMunicipalServiceInput, type TownConfig } from '@portmarin/shared';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';

type Sample = z.input<typeof CreateMunicipalServiceInput>;

/**
 * The town hall's services (spec 2, "Municipal services"): every one of the 15 categories, and the
 * emergency numbers first on the screen. Addresses, mails and sites are the town's.
 */
export function sampleMunicipalServices(town: TownConfig): Sample[] {
  const hall = town.townHall;
  const site = hall.website.replace(/\/$/, '');
  const domain = hall.email.split('@')[1]!;
  const mail = (box: string) => `${box}@${domain}`;
  const postcode = /\b\d{5}\b/.exec(hall.address)?.[0] ?? '';
  const at = (street: string) => `${street}, ${[postcode, town.townName].filter(Boolean).join(' ')}`;
  const weekdays = 'Lundi au vendredi 8h30-12h00 et 13h30-17h30';
  return [
    // Emergencies (national numbers and the town's own).
    {
      name: 'SAMU',
      category: 'Sécurité',
      description: 'Urgence médicale : malaise, blessure grave, détresse vitale.',
      phone: '15',
      openingHours: '24h/24, 7j/7',
      isEmergency: true,
    },
    {
      name: 'Pompiers',
      category: 'Sécurité',
      description: 'Incendie, accident, personne en danger.',
      phone: '18',
      openingHours: '24h/24, 7j/7',
      isEmergency: true,
    },
    {
      name: 'Police secours',
      category: 'Sécurité',
      description: 'Agression, vol, trouble grave à l’ordre public.',
      phone: '17',
      openingHours: '24h/24, 7j/7',
      isEmergency: true,
    },
    {
      name: "Numéro d'urgence européen",
      category: 'Sécurité',
      description: 'Toutes urgences, depuis n’importe quel pays de l’Union européenne.',
      phone: '112',
      openingHours: '24h/24, 7j/7',
      isEmergency: true,
    },
    {
      name: 'CROSS Étel — sauvetage en mer',
      category: 'Littoral',
      description: 'Détresse en mer, personne à l’eau, bateau en difficulté : le centre de sauvetage répond.',
      phone: '196',
      openingHours: '24h/24, 7j/7',
      websiteUrl: 'https://www.mer.gouv.fr/cross',
      isEmergency: true,
    },
    {
      name: 'Police municipale',
      category: 'Sécurité',
      description: 'Tranquillité publique, stationnement, objets trouvés, opération tranquillité vacances.',
      phone: '02 97 00 00 17',
      email: mail('police-municipale'),
      address: at('3 rue du Port'),
      openingHours: 'Lundi au samedi 8h00-19h00',
      isEmergency: true,
    },
    {
      name: 'Centre antipoison',
      category: 'Social',
      description: 'Intoxication, ingestion d’un produit dangereux : conseils d’un médecin.',
      phone: '02 99 59 22 22',
      openingHours: '24h/24, 7j/7',
      isEmergency: true,
    },
    // Administration
    {
      name: 'Accueil de la mairie',
      category: 'Administration',
      description: 'Renseignements, orientation vers les services, formulaires et attestations.',
      phone: hall.phone,
      email: hall.email,
      address: hall.address,
      openingHours: hall.hours,
      websiteUrl: site,
    },
    {
      name: 'Secrétariat du maire',
      category: 'Administration',
      description: 'Demandes de rendez-vous avec le maire et les adjoints.',
      phone: '02 97 00 00 01',
      email: mail('cabinet'),
      address: hall.address,
      openingHours: weekdays,
    },
    {
      name: 'Élections',
      category: 'Administration',
      description: 'Inscription sur les listes électorales, procurations, cartes d’électeur.',
      phone: '02 97 00 00 02',
      email: mail('elections'),
      address: hall.address,
      openingHours: weekdays,
      websiteUrl: `${site}/elections`,
    },
    // État civil
    {
      name: 'État civil',
      category: 'État Civil',
      description: 'Actes de naissance, de mariage et de décès, livret de famille, reconnaissance.',
      phone: '02 97 00 00 03',
      email: mail('etat-civil'),
      address: hall.address,
      openingHours: weekdays,
      websiteUrl: `${site}/etat-civil`,
    },
    {
      name: "Cartes d'identité et passeports",
      category: 'État Civil',
      description: 'Dépôt et retrait des demandes, sur rendez-vous.',
      phone: '02 97 00 00 04',
      email: mail('titres'),
      address: hall.address,
      openingHours: 'Mardi et jeudi 9h00-12h00, sur rendez-vous',
    },
    {
      name: 'Cimetière communal',
      category: 'État Civil',
      description: 'Concessions, inhumations et entretien des sépultures.',
      phone: '02 97 00 00 05',
      address: at('Chemin du Calvaire'),
      openingHours: 'Tous les jours 8h00-19h00 (18h00 en hiver)',
    },
    // Urbanisme
    {
      name: 'Urbanisme',
      category: 'Urbanisme',
      description: 'Permis de construire, déclarations préalables, certificats d’urbanisme, plan local d’urbanisme.',
      phone: '02 97 00 00 06',
      email: mail('urbanisme'),
      address: hall.address,
      openingHours: 'Lundi, mercredi et vendredi 9h00-12h00',
      websiteUrl: `${site}/urbanisme`,
    },
    {
      name: 'Cadastre et foncier',
      category: 'Urbanisme',
      description: 'Consultation du cadastre, numérotation des rues, alignements.',
      phone: '02 97 00 00 07',
      email: mail('foncier'),
      address: hall.address,
      openingHours: 'Mardi 14h00-17h00',
    },
    // Finances
    {
      name: 'Finances et comptabilité',
      category: 'Finances',
      description: 'Budget communal, paiement des factures de cantine, de garderie et de location de salles.',
      phone: '02 97 00 00 08',
      email: mail('finances'),
      address: hall.address,
      openingHours: weekdays,
    },
    {
      name: 'Marchés publics',
      category: 'Finances',
      description: 'Appels d’offres de la commune et dossiers de consultation des entreprises.',
      email: mail('marches'),
      address: hall.address,
      websiteUrl: `${site}/marches-publics`,
    },
    // Technique
    {
      name: 'Services techniques',
      category: 'Technique',
      description: 'Voirie, éclairage public, bâtiments communaux, espaces verts.',
      phone: '02 97 00 00 09',
      email: mail('services-techniques'),
      address: at('Zone artisanale de Kerlann'),
      openingHours: 'Lundi au vendredi 8h00-12h00 et 13h30-17h00',
    },
    {
      name: 'Eau et assainissement',
      category: 'Technique',
      description: 'Branchements, compteurs, fuites sur le réseau public.',
      phone: '02 97 00 00 10',
      email: mail('eau'),
      address: at('Zone artisanale de Kerlann'),
      openingHours: 'Astreinte 24h/24 pour les fuites',
    },
    // Social
    {
      name: "Centre communal d'action sociale (CCAS)",
      category: 'Social',
      description: 'Aides sociales, logement d’urgence, portage de repas, accompagnement des aînés.',
      phone: '02 97 00 00 11',
      email: mail('ccas'),
      address: at('5 rue des Hortensias'),
      openingHours: 'Lundi au vendredi 9h00-12h00',
    },
    {
      name: 'Résidence autonomie Les Embruns',
      category: 'Social',
      description: 'Logements pour personnes âgées autonomes, animations et restauration.',
      phone: '02 97 00 00 12',
      email: mail('lesembruns'),
      address: at('18 allée des Mouettes'),
      openingHours: 'Accueil tous les jours 9h00-18h00',
    },
    // Culture
    {
      name: 'Médiathèque',
      category: 'Culture',
      description: 'Prêt de livres, de musique et de films, ateliers numériques, heure du conte.',
      phone: '02 97 00 00 13',
      email: mail('mediatheque'),
      address: at('2 rue de la Cale'),
      openingHours: 'Mardi au samedi 10h00-12h30 et 14h00-18h00',
      websiteUrl: `${site}/mediatheque`,
    },
    {
      name: 'École de musique',
      category: 'Culture',
      description: 'Cours d’instruments, chorale, éveil musical dès 5 ans.',
      phone: '02 97 00 00 14',
      email: mail('ecole-musique'),
      address: at('10 rue des Écoles'),
      openingHours: 'Lundi au samedi selon les cours',
    },
    {
      name: 'Office de tourisme',
      category: 'Culture',
      description: 'Visites du port, expositions, billetterie des spectacles de l’été.',
      phone: '02 97 00 00 15',
      email: mail('tourisme'),
      address: at("Place de l'Église"),
      openingHours: 'Tous les jours en été, du mardi au samedi hors saison',
    },
    // Sports
    {
      name: 'Service des sports',
      category: 'Sports',
      description: 'Réservation des équipements, associations sportives, animations de l’été.',
      phone: '02 97 00 00 16',
      email: mail('sports'),
      address: hall.address,
      openingHours: weekdays,
    },
    {
      name: 'Piscine intercommunale',
      category: 'Sports',
      description: 'Bassin sportif, bassin ludique, cours de natation.',
      phone: '02 97 00 00 18',
      address: at('Avenue du Stade'),
      openingHours: 'Lundi au dimanche, horaires selon la période',
    },
    {
      name: 'Base nautique',
      category: 'Sports',
      description: 'Voile, kayak et paddle : stages, location et sorties encadrées.',
      phone: '02 97 00 00 19',
      email: mail('base-nautique'),
      address: at('Boulevard de la Plage'),
      openingHours: 'Avril à octobre, tous les jours 9h00-18h00',
    },
    // Éducation
    {
      name: 'Affaires scolaires',
      category: 'Éducation',
      description: 'Inscriptions à l’école, cantine, garderie et transport scolaire.',
      phone: '02 97 00 00 20',
      email: mail('scolaire'),
      address: hall.address,
      openingHours: weekdays,
    },
    {
      name: 'Accueil de loisirs',
      category: 'Éducation',
      description: 'Centre de loisirs des 3-12 ans, mercredis et vacances scolaires.',
      phone: '02 97 00 00 21',
      email: mail('alsh'),
      address: at('10 rue des Écoles'),
      openingHours: 'Mercredis et vacances 7h30-18h30',
    },
    {
      name: 'Multi-accueil Les Petits Mousses',
      category: 'Éducation',
      description: 'Accueil des enfants de 10 semaines à 3 ans, relais petite enfance.',
      phone: '02 97 00 00 22',
      email: mail('petite-enfance'),
      address: at('7 rue des Hortensias'),
      openingHours: 'Lundi au vendredi 7h30-18h30',
    },
    // Économie
    {
      name: 'Développement économique',
      category: 'Économie',
      description: 'Accompagnement des commerçants, artisans et porteurs de projets.',
      phone: '02 97 00 00 23',
      email: mail('economie'),
      address: hall.address,
      openingHours: 'Sur rendez-vous',
    },
    {
      name: 'Marchés et foires',
      category: 'Économie',
      description: 'Emplacements du marché du samedi, marchés nocturnes de l’été, droits de place.',
      phone: '02 97 00 00 24',
      email: mail('marches-forains'),
      address: at("Place de l'Église"),
      openingHours: 'Samedi 7h00-13h30',
    },
    // Sécurité (non-emergency)
    {
      name: 'Objets trouvés',
      category: 'Sécurité',
      description: 'Dépôt et retrait des objets perdus sur la commune.',
      phone: '02 97 00 00 17',
      address: at('3 rue du Port'),
      openingHours: 'Lundi au vendredi 9h00-12h00',
    },
    // Environnement
    {
      name: 'Collecte des déchets',
      category: 'Environnement',
      description: 'Calendrier des collectes, bacs, encombrants et composteurs.',
      phone: '02 97 00 00 25',
      email: mail('dechets'),
      address: hall.address,
      openingHours: weekdays,
      websiteUrl: `${site}/dechets`,
    },
    {
      name: 'Déchèterie de Kerlann',
      category: 'Environnement',
      description: 'Végétaux, gravats, métaux, cartons et déchets dangereux des particuliers.',
      phone: '02 97 00 00 26',
      address: at('Zone artisanale de Kerlann'),
      openingHours: 'Lundi au samedi 9h00-12h00 et 14h00-18h00',
    },
    // Communication
    {
      name: 'Communication et bulletin municipal',
      category: 'Communication',
      description: 'Le journal municipal, l’agenda des manifestations, les panneaux d’information.',
      phone: '02 97 00 00 27',
      email: mail('communication'),
      address: hall.address,
      openingHours: weekdays,
      websiteUrl: site,
    },
    // Numérique
    {
      name: 'Espace public numérique',
      category: 'Numérique',
      description: 'Ordinateurs en libre accès, aide aux démarches en ligne, ateliers d’initiation.',
      phone: '02 97 00 00 28',
      email: mail('numerique'),
      address: at('2 rue de la Cale'),
      openingHours: 'Mardi au samedi 10h00-12h30 et 14h00-18h00',
    },
    {
      name: 'Démarches en ligne',
      category: 'Numérique',
      description: 'Les formulaires de la mairie à remplir en ligne, à toute heure.',
      email: mail('demarches'),
      websiteUrl: `${site}/demarches`,
    },
    // Littoral
    {
      name: 'Capitainerie du port',
      category: 'Littoral',
      description: 'Places de port, escales des plaisanciers, météo marine.',
      phone: '02 97 00 00 29',
      email: mail('capitainerie'),
      address: at('Quai des Pêcheurs'),
      openingHours: 'Tous les jours 8h00-12h00 et 14h00-18h00',
    },
    {
      name: 'Poste de secours de la Grande Plage',
      category: 'Littoral',
      description: 'Surveillance de la baignade et premiers secours en juillet et en août.',
      phone: '02 97 00 00 30',
      address: at('Boulevard de la Plage'),
      openingHours: 'Juillet et août, tous les jours 11h00-19h00',
    },
  ];
}

/** Loads the sample services once: a town that removed some does not get them back. */
export async function seedMunicipalServices(app: FastifyInstance): Promise<void> {
  const { rowCount } = await app.pool.query('select 1 from municipal_services limit 1');
  if (rowCount) return;
  // Parsed like an admin's input, so a sample that drifts from the contract fails here.
  const services = sampleMunicipalServices(app.town).map((s) => CreateMunicipalServiceInput.parse(s));
  await app.pool.query(
    `insert into municipal_services (name, category, description, phone, email, address, opening_hours, website_url,
       is_emergency)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::boolean[])`,
    [
      services.map((s) => s.name),
      services.map((s) => s.category),
      services.map((s) => s.description ?? null),
      services.map((s) => s.phone || null),
      services.map((s) => s.email || null),
      services.map((s) => s.address ?? null),
      services.map((s) => s.openingHours ?? null),
      services.map((s) => s.websiteUrl || null),
      services.map((s) => s.isEmergency),
    ],
  );
}
