import type { BusinessCategory } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../db/sql.ts';
import { SHOWCASE_PROFILES } from '../profiles/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Flags = { verified?: boolean; sponsored?: boolean; featured?: boolean };

export type SampleBusiness = Flags & {
  name: string;
  category: BusinessCategory;
  description: string;
  /** The street part; the town is added. */
  street: string;
  owner?: string;
  hours?: string;
  /** Days before the seed runs: the directory lists the newest first. */
  ageDays: number;
  /** Whether it has a website and an e-mail of its own. */
  online?: boolean;
};

/**
 * The prototype's ~51 local businesses ('Entreprises Locales'), as shops of Port-Marin, in the
 * spec's 18 categories, some verified, sponsored or featured.
 */
export const LOCAL_BUSINESSES: SampleBusiness[] = [
  {
    name: 'Crêperie Ty Mad',
    category: 'Restaurant',
    street: '4 rue du Phare',
    description: 'Galettes de blé noir et crêpes tournées à la minute, face au port depuis 1987.',
    sponsored: true,
    verified: true,
    featured: true,
    ageDays: 400,
    online: true,
    hours: 'Tous les jours 12h00-14h30 et 18h30-22h00',
  },
  {
    name: 'La Table du Port',
    category: 'Restaurant',
    street: '12 quai des Pêcheurs',
    description: 'Fruits de mer et poisson du jour, terrasse face aux bateaux.',
    verified: true,
    featured: true,
    ageDays: 380,
    online: true,
    hours: 'Du mardi au dimanche 12h00-14h00 et 19h00-22h00',
  },
  {
    name: 'Le Goéland Gourmand',
    category: 'Restaurant',
    street: '7 place du Marché',
    description: 'Cuisine de saison et produits de la côte, menu du midi à 16 €.',
    verified: true,
    ageDays: 300,
  },
  {
    name: 'Pizzeria du Môle',
    category: 'Restaurant',
    street: '2 rue du Môle',
    description: 'Pizzas au feu de bois, sur place ou à emporter.',
    ageDays: 260,
  },
  {
    name: 'Bistrot de la Criée',
    category: 'Restaurant',
    street: '1 quai de la Criée',
    description: 'Le café des pêcheurs : petit déjeuner dès 6 h, plat du jour à midi.',
    ageDays: 240,
  },
  {
    name: 'Les Embruns',
    category: 'Restaurant',
    street: '18 boulevard de la Plage',
    description: 'Bar à huîtres et à vins, dégustation face à la mer.',
    sponsored: true,
    ageDays: 220,
    online: true,
  },
  {
    name: 'Boulangerie Le Fournil du Port',
    category: 'Commerce',
    street: '9 rue de l’Église',
    description: 'Pains au levain, kouign-amann et far breton cuits chaque matin.',
    verified: true,
    featured: true,
    ageDays: 390,
  },
  {
    name: 'Librairie La Marée',
    category: 'Commerce',
    street: '15 rue des Remparts',
    description: 'Librairie générale, rayon mer et Bretagne, cartes marines.',
    verified: true,
    ageDays: 350,
    online: true,
  },
  {
    name: 'Poissonnerie Kerbrat',
    category: 'Commerce',
    street: '3 quai de la Criée',
    description: 'Poisson de la criée du jour, crustacés et coquillages.',
    verified: true,
    ageDays: 330,
  },
  {
    name: 'Boucherie Le Bihan',
    category: 'Commerce',
    street: '22 rue du Commerce',
    description: 'Viandes d’éleveurs bretons, charcuterie maison.',
    ageDays: 310,
  },
  {
    name: 'Fromagerie des Dunes',
    category: 'Commerce',
    street: '5 place du Marché',
    description: 'Fromages affinés, beurre de baratte et produits laitiers fermiers.',
    ageDays: 200,
  },
  {
    name: 'Pharmacie du Phare',
    category: 'Santé',
    street: '2 rue du Phare',
    description: 'Pharmacie, parapharmacie et conseils, ouverte le samedi toute la journée.',
    verified: true,
    ageDays: 395,
    hours: 'Du lundi au samedi 9h00-19h30',
  },
  {
    name: 'Cabinet médical des Mouettes',
    category: 'Santé',
    street: '11 allée des Mouettes',
    description: 'Trois médecins généralistes, consultations sur rendez-vous.',
    verified: true,
    ageDays: 370,
  },
  {
    name: 'Kinésithérapie de la Plage',
    category: 'Santé',
    street: '30 boulevard de la Plage',
    description: 'Rééducation, kinésithérapie du sport et drainage.',
    ageDays: 280,
  },
  {
    name: 'Cabinet dentaire du Port',
    category: 'Santé',
    street: '6 rue de la Marine',
    description: 'Soins dentaires, orthodontie et urgences du jour.',
    ageDays: 250,
  },
  {
    name: 'Salon Marée Haute Coiffure',
    category: 'Beauté',
    street: '14 rue du Commerce',
    description: 'Coiffure femmes, hommes et enfants, avec ou sans rendez-vous.',
    featured: true,
    ageDays: 290,
    online: true,
  },
  {
    name: 'Institut Perle de Sel',
    category: 'Beauté',
    street: '8 rue des Remparts',
    description: 'Soins du visage aux algues, épilation et modelages.',
    ageDays: 230,
  },
  {
    name: 'Barbier du Quai',
    category: 'Beauté',
    street: '5 quai des Pêcheurs',
    description: 'Taille de barbe à l’ancienne et coupes hommes.',
    ageDays: 120,
  },
  {
    name: 'Voilerie Le Gall',
    category: 'Artisan',
    street: 'Zone du Port, 3 rue des Chantiers',
    description: 'Voiles neuves, réparations, taud et sellerie marine.',
    verified: true,
    ageDays: 360,
    online: true,
  },
  {
    name: 'Menuiserie Guillou',
    category: 'Artisan',
    street: '17 route de Kerlann',
    description: 'Menuiserie bois et alu, escaliers et agencements sur mesure.',
    ageDays: 340,
  },
  {
    name: 'Plomberie Tanguy',
    category: 'Artisan',
    street: '4 impasse des Goémoniers',
    description: 'Plomberie, chauffage et dépannage 7 jours sur 7.',
    verified: true,
    ageDays: 270,
  },
  {
    name: 'Électricité Riou',
    category: 'Artisan',
    street: '9 rue des Chantiers',
    description: 'Installation, mise aux normes et bornes de recharge.',
    ageDays: 210,
  },
  {
    name: 'Pressing des Remparts',
    category: 'Services',
    street: '20 rue des Remparts',
    description: 'Pressing, retouches et nettoyage de voiles et de cirés.',
    ageDays: 320,
  },
  {
    name: 'Cyber Port Informatique',
    category: 'Services',
    street: '10 rue de la Marine',
    description: 'Dépannage d’ordinateurs et de téléphones, cours pour débutants.',
    ageDays: 180,
    online: true,
  },
  {
    name: 'Conciergerie Iroise',
    category: 'Services',
    street: '3 place de la Mairie',
    description: 'Accueil des vacanciers, ménage et remise des clés.',
    ageDays: 150,
    online: true,
  },
  {
    name: 'Club de voile de Port-Marin',
    category: 'Sport',
    street: 'Cale de la Grande Plage',
    description: 'Stages d’optimist, catamaran et planche à voile dès 7 ans.',
    verified: true,
    featured: true,
    ageDays: 385,
    online: true,
  },
  {
    name: 'École de surf Les Rouleaux',
    category: 'Sport',
    street: 'Plage de Kerhouet',
    description: 'Cours de surf et de paddle, location de planches.',
    sponsored: true,
    ageDays: 190,
    online: true,
  },
  {
    name: 'Salle Form’Océan',
    category: 'Sport',
    street: '25 route de Kerlann',
    description: 'Musculation, cardio et cours collectifs.',
    ageDays: 140,
  },
  {
    name: 'Agence Immobilière du Littoral',
    category: 'Immobilier',
    street: '1 rue du Commerce',
    description: 'Vente et location de maisons et d’appartements sur la côte.',
    verified: true,
    ageDays: 345,
    online: true,
  },
  {
    name: 'Immo Port-Marin',
    category: 'Immobilier',
    street: '13 place du Marché',
    description: 'Transactions, estimations gratuites et locations saisonnières.',
    ageDays: 160,
  },
  {
    name: 'Hôtel de la Plage',
    category: 'Hôtel',
    street: '40 boulevard de la Plage',
    description: 'Chambres vue mer, petit déjeuner breton et bar en terrasse.',
    verified: true,
    sponsored: true,
    ageDays: 375,
    online: true,
  },
  {
    name: 'Hôtel Les Cormorans',
    category: 'Hôtel',
    street: '6 rue de la Pointe',
    description: 'Hôtel familial au calme, à deux pas du sentier côtier.',
    verified: true,
    ageDays: 300,
    online: true,
  },
  {
    name: 'Hôtel du Phare',
    category: 'Hôtel',
    street: '1 rue du Phare',
    description: 'Douze chambres rénovées face au phare.',
    ageDays: 170,
  },
  {
    name: 'Camping Les Dunes',
    category: 'Hébergement',
    street: 'Route des Dunes',
    description: 'Emplacements et mobil-homes, accès direct à la plage.',
    featured: true,
    ageDays: 330,
    online: true,
  },
  {
    name: 'Chambres d’hôtes Ty Glaz',
    category: 'Hébergement',
    street: '8 chemin de Kerdrean',
    description: 'Longère restaurée, trois chambres et jardin fleuri.',
    verified: true,
    ageDays: 260,
    online: true,
  },
  {
    name: 'Gîte de la Pointe',
    category: 'Hébergement',
    street: '2 chemin de la Pointe',
    description: 'Gîte pour six personnes, vue sur l’île.',
    ageDays: 110,
  },
  {
    name: 'Garage du Port',
    category: 'Automobile',
    street: '16 route de Kerlann',
    description: 'Mécanique toutes marques, pneus et climatisation.',
    verified: true,
    ageDays: 355,
  },
  {
    name: 'Contrôle technique de l’Iroise',
    category: 'Automobile',
    street: '22 route de Kerlann',
    description: 'Contrôle technique voitures et camping-cars.',
    ageDays: 130,
  },
  {
    name: 'Auto-école des Remparts',
    category: 'Éducation',
    street: '12 rue des Remparts',
    description: 'Permis B, conduite accompagnée et permis bateau.',
    ageDays: 290,
  },
  {
    name: 'Soutien scolaire Marée Montante',
    category: 'Éducation',
    street: '4 place de la Mairie',
    description: 'Cours particuliers du primaire au lycée.',
    ageDays: 100,
  },
  {
    name: 'Caisse locale du Littoral',
    category: 'Banque',
    street: '3 rue du Commerce',
    description: 'Banque de proximité, distributeur accessible jour et nuit.',
    verified: true,
    ageDays: 398,
  },
  {
    name: 'Banque de l’Iroise',
    category: 'Banque',
    street: '10 place du Marché',
    description: 'Particuliers, professionnels et métiers de la mer.',
    ageDays: 280,
  },
  {
    name: 'Taxi Port-Marin',
    category: 'Transport',
    street: '5 place de la Gare',
    description: 'Taxi conventionné, gares et aéroports, jour et nuit.',
    verified: true,
    ageDays: 310,
  },
  {
    name: 'Vedettes des Îles',
    category: 'Transport',
    street: 'Gare maritime, quai des Îles',
    description: 'Traversées vers les îles et tours de la baie.',
    sponsored: true,
    verified: true,
    ageDays: 365,
    online: true,
  },
  {
    name: 'Domaine des Falaises',
    category: 'Vignoble',
    street: 'Lieu-dit Kerhouet',
    description: 'Vins blancs des coteaux de la mer, visite du chai.',
    featured: true,
    ageDays: 240,
    online: true,
  },
  {
    name: 'Cave Le Cellier Marin',
    category: 'Vignoble',
    street: '7 rue de la Marine',
    description: 'Caviste : vins, cidres et bières de Bretagne.',
    ageDays: 150,
  },
  {
    name: 'Marché du samedi matin',
    category: 'Marché',
    street: 'Place de l’Église',
    description: 'Producteurs, pêcheurs et artisans chaque samedi de 8 h à 13 h.',
    verified: true,
    ageDays: 399,
  },
  {
    name: 'Halles de Port-Marin',
    category: 'Marché',
    street: 'Place du Marché',
    description: 'Halles couvertes ouvertes du mardi au dimanche matin.',
    ageDays: 220,
  },
  {
    name: 'Jardinerie Les Hortensias',
    category: 'Jardinerie',
    street: 'Route de Kerlann',
    description: 'Plantes du bord de mer, terreaux et conseils.',
    ageDays: 205,
  },
  {
    name: 'Supérette du Port',
    category: 'Supermarché',
    street: '2 quai des Pêcheurs',
    description: 'Épicerie, dépôt de pain et presse, ouverte le dimanche.',
    ageDays: 330,
  },
  {
    name: 'Supermarché des Dunes',
    category: 'Supermarché',
    street: 'Avenue des Dunes',
    description: 'Supermarché avec drive et station-service.',
    verified: true,
    ageDays: 300,
  },
];

/** The prototype's 20 demo entries of 'Annuaire Local', with their owners; the newest ones. */
export const DIRECTORY_ENTRIES: SampleBusiness[] = [
  {
    name: 'Friterie La Cabane de Plage',
    category: 'Restaurant',
    owner: 'Soizic Morvan',
    street: 'Grande Plage, poste de secours',
    description: 'Frites maison, galettes-saucisses et glaces, l’été.',
    ageDays: 58,
    hours: 'De juin à septembre, 11h00-20h00',
  },
  {
    name: 'Glacier Les Sorbets du Môle',
    category: 'Restaurant',
    owner: 'Tanguy Le Roux',
    street: '3 rue du Môle',
    description: 'Glaces artisanales au lait de la ferme, parfum caramel au beurre salé.',
    featured: true,
    ageDays: 55,
    hours: 'Tous les jours 14h00-19h00',
  },
  {
    name: 'Épicerie fine Saveurs d’Armor',
    category: 'Commerce',
    owner: 'Nolwenn Cadiou',
    street: '6 rue du Commerce',
    description: 'Conserves de la mer, biscuits et caramels bretons.',
    ageDays: 52,
    online: true,
  },
  {
    name: 'Fleuriste L’Hortensia Bleu',
    category: 'Commerce',
    owner: 'Maëlle Quéré',
    street: '11 place du Marché',
    description: 'Bouquets, plantes et compositions pour vos cérémonies.',
    ageDays: 49,
  },
  {
    name: 'Boutique Cirés et Marinières',
    category: 'Commerce',
    owner: 'Goulven Jaouen',
    street: '8 quai des Pêcheurs',
    description: 'Vêtements marins, cirés et bottes pour toute la famille.',
    featured: true,
    ageDays: 46,
    online: true,
  },
  {
    name: 'Atelier de poterie Terre de Mer',
    category: 'Artisan',
    owner: 'Anaïs Le Berre',
    street: '5 chemin de Kerdrean',
    description: 'Céramiques faites main, stages pour adultes et enfants.',
    ageDays: 43,
  },
  {
    name: 'Charpente marine Kervella',
    category: 'Artisan',
    owner: 'Yannick Kervella',
    street: '7 rue des Chantiers',
    description: 'Restauration de bateaux en bois et de vieux gréements.',
    ageDays: 40,
  },
  {
    name: 'Ostéopathe Hélène Prigent',
    category: 'Santé',
    owner: 'Hélène Prigent',
    street: '9 allée des Mouettes',
    description: 'Ostéopathie pour adultes, nourrissons et sportifs.',
    ageDays: 37,
    hours: 'Du lundi au vendredi sur rendez-vous',
  },
  {
    name: 'Orthophoniste Claire Lannuzel',
    category: 'Santé',
    owner: 'Claire Lannuzel',
    street: '4 rue de la Marine',
    description: 'Bilans et rééducation, enfants et adultes.',
    ageDays: 34,
  },
  {
    name: 'Ménage et repassage Iroise',
    category: 'Services',
    owner: 'Sandrine Ollivier',
    street: '15 route de Kerlann',
    description: 'Aide à domicile, ménage et repassage, chèques emploi service acceptés.',
    ageDays: 31,
  },
  {
    name: 'Photographe Bertrand Salaün',
    category: 'Services',
    owner: 'Bertrand Salaün',
    street: '2 rue des Remparts',
    description: 'Mariages, portraits et photos de bateaux.',
    featured: true,
    ageDays: 28,
    online: true,
  },
  {
    name: 'Onglerie Coquillage',
    category: 'Beauté',
    owner: 'Laura Berthou',
    street: '19 rue du Commerce',
    description: 'Pose d’ongles, vernis semi-permanent et soins des mains.',
    ageDays: 25,
  },
  {
    name: 'Esthétique Algues et Sel',
    category: 'Beauté',
    owner: 'Katell Le Coz',
    street: '3 allée des Mouettes',
    description: 'Soins à domicile aux produits marins.',
    ageDays: 22,
  },
  {
    name: 'Yoga sur la plage',
    category: 'Sport',
    owner: 'Élise Gourmelon',
    street: 'Plage de Kerhouet',
    description: 'Séances de yoga au lever du soleil, d’avril à octobre.',
    ageDays: 19,
    hours: 'Du mardi au dimanche 7h30-8h30',
  },
  {
    name: 'Kayaks Penn ar Bed',
    category: 'Sport',
    owner: 'Ronan Cariou',
    street: 'Cale du Port',
    description: 'Location de kayaks de mer et balades guidées.',
    featured: true,
    ageDays: 16,
    online: true,
  },
  {
    name: 'Cours d’anglais Bay English',
    category: 'Éducation',
    owner: 'Sarah Miller',
    street: '5 place de la Mairie',
    description: 'Cours d’anglais pour enfants et adultes, en petits groupes.',
    ageDays: 13,
  },
  {
    name: 'Micro-crèche Les P’tits Mousses',
    category: 'Éducation',
    owner: 'Morgane Le Gall',
    street: '1 rue des Écoles',
    description: 'Dix places pour les enfants de 10 semaines à 3 ans.',
    ageDays: 10,
  },
  {
    name: 'Diagnostics immobiliers Breizh Diag',
    category: 'Immobilier',
    owner: 'Pierre Abgrall',
    street: '20 route de Kerlann',
    description: 'Diagnostics avant vente et location, sous 48 h.',
    ageDays: 7,
  },
  {
    name: 'Gestion locative Côte et Pierres',
    category: 'Immobilier',
    owner: 'Isabelle Calvez',
    street: '2 place du Marché',
    description: 'Gestion de locations à l’année et saisonnières.',
    ageDays: 4,
  },
  {
    name: 'Cycles du Port',
    category: 'Services',
    owner: 'Mathieu Bothorel',
    street: '12 quai des Pêcheurs',
    description: 'Réparation et location de vélos, vélos électriques.',
    ageDays: 2,
    hours: 'Du mardi au samedi 9h00-12h30 et 14h00-18h30',
  },
];

/** Sets of ratings the seeded residents give (their average is the rating shown). */
const RATING_SETS = [
  [5, 5, 4, 5, 5],
  [4, 5, 4, 5],
  [5, 4, 4],
  [4, 4, 5, 3, 4],
  [5, 5, 5, 4],
  [3, 4, 4],
  [5, 4, 5, 5, 4],
  [4, 3, 4, 5],
];

const COMMENTS: Record<number, string[]> = {
  5: [
    'Excellent, accueil chaleureux !',
    'Toujours parfait, je recommande.',
    'Une adresse incontournable de Port-Marin.',
  ],
  4: ['Très bien, rien à redire.', 'Bon service et prix corrects.', ''],
  3: ['Correct, un peu d’attente.', 'Bien, sans plus.'],
};

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function phoneOf(index: number): string {
  const n = (5000 + index * 137) % 10000;
  return `02 97 ${String(50 + (index % 40)).padStart(2, '0')} ${String(Math.floor(n / 100)).padStart(2, '0')} ${String(n % 100).padStart(2, '0')}`;
}

/** The residents who rate: the demo residents and the showcase profiles (never the staff accounts). */
const REVIEWER_USERNAMES = ['marie.legoff', 'yann_kerbrat', ...SHOWCASE_PROFILES.map((p) => p.username)];

/**
 * Loads the local businesses and the directory entries once (skipped when any of them is there,
 * so moderators' removals and residents' changes survive restarts), with reviews by the seeded
 * residents; each rating is then computed from those reviews.
 */
export async function seedBusinesses(app: FastifyInstance): Promise<void> {
  const all = [...LOCAL_BUSINESSES, ...DIRECTORY_ENTRIES];
  const { rows: present } = await app.pool.query<{ n: number }>(
    `select count(*)::int as n from businesses where created_by is null and business_name = any($1)`,
    [all.map((b) => b.name)],
  );
  if (present[0]!.n > 0) return;

  const { townName, slug } = app.town;
  const { rows: reviewers } = await app.pool.query<{ id: string }>(
    `select id from "user" where username = any($1) order by username`,
    [REVIEWER_USERNAMES],
  );
  const now = Date.now();
  // Ids chosen here, so the businesses and their reviews go in one statement each.
  const rows = all.map((b, index) => {
    const site = `${slugOf(b.name)}-${slug}`;
    return {
      id: randomUUID(),
      name: b.name,
      owner: b.owner ?? null,
      category: b.category,
      description: b.description,
      phone: phoneOf(index),
      email: b.online ? `contact@${site}.fr` : null,
      address: `${b.street}, 56290 ${townName}`,
      websiteUrl: b.online ? `https://www.${site}.fr` : null,
      hours: b.hours ?? null,
      verified: b.verified ?? false,
      sponsored: b.sponsored ?? false,
      featured: b.featured ?? false,
      createdAt: new Date(now - b.ageDays * DAY_MS),
    };
  });
  const reviews = all.flatMap((b, index) => {
    const set = RATING_SETS[index % RATING_SETS.length]!;
    return set.slice(0, reviewers.length).map((rating, i) => {
      const comments = COMMENTS[rating] ?? [''];
      return {
        businessId: rows[index]!.id,
        userId: reviewers[(index + i) % reviewers.length]!.id,
        rating,
        content: comments[(index + i) % comments.length] || null,
        at: new Date(rows[index]!.createdAt.getTime() + ((i + 1) * b.ageDays * DAY_MS) / (set.length + 2)),
      };
    });
  });
  await inTransaction(app.pool, async (client) => {
    await client.query(
      `insert into businesses (id, business_name, owner_name, category, description, phone, email, address, website_url,
         opening_hours, is_verified, is_sponsored, is_featured, created_at, updated_at)
       select *, created_at
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::text[], $11::boolean[], $12::boolean[], $13::boolean[], $14::timestamptz[])
         as b(id, business_name, owner_name, category, description, phone, email, address, website_url, opening_hours,
           is_verified, is_sponsored, is_featured, created_at)`,
      [
        rows.map((b) => b.id),
        rows.map((b) => b.name),
        rows.map((b) => b.owner),
        rows.map((b) => b.category),
        rows.map((b) => b.description),
        rows.map((b) => b.phone),
        rows.map((b) => b.email),
        rows.map((b) => b.address),
        rows.map((b) => b.websiteUrl),
        rows.map((b) => b.hours),
        rows.map((b) => b.verified),
        rows.map((b) => b.sponsored),
        rows.map((b) => b.featured),
        rows.map((b) => b.createdAt),
      ],
    );
    await client.query(
      `insert into reviews (business_id, user_id, rating, content, created_at, updated_at)
       select *, created_at from unnest($1::uuid[], $2::text[], $3::smallint[], $4::text[], $5::timestamptz[])
         as r(business_id, user_id, rating, content, created_at)
       on conflict do nothing`,
      [
        reviews.map((r) => r.businessId),
        reviews.map((r) => r.userId),
        reviews.map((r) => r.rating),
        reviews.map((r) => r.content),
        reviews.map((r) => r.at),
      ],
    );
    // Ratings and counts from the reviews, as every review write does.
    await client.query(
      `update businesses b set rating = s.rating, reviews_count = s.n
       from (select business_id, round(avg(rating)::numeric, 1) as rating, count(*)::int as n
             from reviews where business_id is not null group by business_id) s
       where s.business_id = b.id`,
    );
  });
}
