import type { TownConfig } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { sampleMunicipalServices } from '../municipal-services/index.ts';

export type SampleFaq = { question: string; answer: string; keywords: string; path: string };

const servicesPath = (name: string) => `/municipal-services?q=${encodeURIComponent(name)}`;
const businessesPath = (name: string) => `/entreprises?q=${encodeURIComponent(name)}`;

/**
 * The local assistant's FAQ: practical questions of a seaside town. Every fact in it (numbers,
 * hours, addresses) is copied from the town file or from the seeded municipal services and
 * businesses, never written here, so that the assistant cites nothing the data does not hold.
 */
export function sampleFaq(town: TownConfig): SampleFaq[] {
  const hall = town.townHall;
  const services = new Map(sampleMunicipalServices(town).map((s) => [s.name, s]));
  const service = (name: string) => {
    const s = services.get(name);
    if (!s) throw new Error(`assistant FAQ: unknown municipal service ${name}`);
    return s;
  };
  /** "téléphone 02…, <hours>, <address>": what a service's row holds. */
  const contact = (name: string) => {
    const s = service(name);
    return [
      s.phone && `téléphone ${s.phone}`,
      s.email && `e-mail ${s.email}`,
      s.openingHours && `horaires : ${s.openingHours}`,
      s.address && `adresse : ${s.address}`,
    ]
      .filter(Boolean)
      .join(', ');
  };

  return [
    {
      question: 'Quels sont les horaires de la mairie ?',
      answer: `La mairie de ${town.townName} (${hall.address}) est ouverte : ${hall.hours}. Téléphone ${hall.phone}, e-mail ${hall.email}, site ${hall.website}.`,
      keywords: 'mairie hôtel de ville accueil horaires ouverture ouverte heures contact',
      path: servicesPath('Accueil de la mairie'),
    },
    {
      question: 'Quand sont collectés les déchets et les encombrants ?',
      answer: `Le service Collecte des déchets gère le calendrier des collectes, les bacs, les encombrants et les composteurs : ${contact('Collecte des déchets')}. Végétaux, gravats, métaux, cartons et déchets dangereux vont à la Déchèterie de Kerlann : ${contact('Déchèterie de Kerlann')}.`,
      keywords: 'poubelle poubelles ordures ménagères tri sélectif encombrants déchèterie bac composteur ramassage',
      path: servicesPath('Collecte des déchets'),
    },
    {
      question: 'Où et comment se garer en ville ?',
      answer: `Pour toute question de stationnement, adressez-vous à la Police municipale : ${contact('Police municipale')}.`,
      keywords: 'stationnement garer parking voiture zone bleue fourrière amende',
      path: servicesPath('Police municipale'),
    },
    {
      question: 'Quand a lieu le marché ?',
      answer: `Le marché du samedi matin se tient place de l'Église : producteurs, pêcheurs et artisans chaque samedi de 8 h à 13 h. Les Halles de Port-Marin, place du Marché, sont ouvertes du mardi au dimanche matin. Pour un emplacement, le service Marchés et foires : ${contact('Marchés et foires')}.`,
      keywords: 'marché marchés halles producteurs poissonnier forain samedi nocturne',
      path: businessesPath('Marché du samedi matin'),
    },
    {
      question: 'Où se baigner en sécurité ?',
      answer: `La baignade de la Grande Plage est surveillée par le Poste de secours de la Grande Plage : ${contact('Poste de secours de la Grande Plage')}. Les drapeaux de baignade, la qualité de l'eau et les marées sont sur la page La mer.`,
      keywords: 'plage plages baignade baigner nager surveillance sauveteur drapeau mer eau',
      path: '/sea',
    },
    {
      question: 'Comment se déplacer sans voiture ?',
      answer:
        'Taxi Port-Marin (5 place de la Gare) : taxi conventionné, gares et aéroports, jour et nuit. Vedettes des Îles (gare maritime, quai des Îles) : traversées vers les îles et tours de la baie. Cycles du Port (12 quai des Pêcheurs) : réparation et location de vélos, vélos électriques.',
      keywords: 'transport transports bus car train gare taxi bateau navette île îles vélo déplacer',
      path: businessesPath('Taxi Port-Marin'),
    },
    {
      question: 'Qui appeler en cas d’urgence ?',
      answer:
        "En cas d'urgence médicale, appelez le 15 (SAMU) ou le 112. Pompiers : 18. Police secours : 17. Détresse en mer : 196 (CROSS Étel).",
      keywords: 'urgence urgences secours samu pompiers police accident malaise noyade danger',
      path: '/municipal-services',
    },
    {
      question: 'Comment inscrire mon enfant à l’école ?',
      answer: `Les inscriptions à l'école, la cantine, la garderie et le transport scolaire sont gérés par les Affaires scolaires : ${contact('Affaires scolaires')}. Le centre de loisirs des 3-12 ans (mercredis et vacances) : Accueil de loisirs, ${contact('Accueil de loisirs')}.`,
      keywords:
        'école écoles inscription scolaire cantine garderie enfant enfants collège périscolaire centre de loisirs',
      path: servicesPath('Affaires scolaires'),
    },
    {
      question: 'Où trouver un médecin ou une pharmacie ?',
      answer:
        "Le Cabinet médical des Mouettes (11 allée des Mouettes) réunit trois médecins généralistes, consultations sur rendez-vous. La Pharmacie du Phare (2 rue du Phare) est ouverte du lundi au samedi 9h00-19h30. En cas d'urgence médicale, appelez le 15.",
      keywords: 'médecin médecins garde docteur généraliste pharmacie malade santé soins consultation',
      path: businessesPath('Cabinet médical des Mouettes'),
    },
    {
      question: 'Comment obtenir un acte de naissance ou de mariage ?',
      answer: `Actes de naissance, de mariage et de décès, livret de famille : service État civil, ${contact('État civil')}.`,
      keywords: 'état civil acte naissance mariage décès livret famille pacs reconnaissance',
      path: servicesPath('État civil'),
    },
    {
      question: 'Comment faire une carte d’identité ou un passeport ?',
      answer: `Les demandes de carte d'identité et de passeport se déposent et se retirent sur rendez-vous au service Cartes d'identité et passeports : ${contact("Cartes d'identité et passeports")}.`,
      keywords: 'carte identité cni passeport titre rendez-vous papiers',
      path: servicesPath("Cartes d'identité et passeports"),
    },
    {
      question: 'Quel temps fait-il à Port-Marin ?',
      answer:
        'Les conditions actuelles et les prévisions heure par heure et sur 7 jours sont sur la page Météo ; les marées, l’état de la mer et la température de l’eau sur la page La mer.',
      keywords: 'météo temps pluie soleil vent température prévisions orage chaud froid',
      path: '/weather',
    },
    {
      question: 'Quels sont les horaires de la médiathèque ?',
      answer: `La Médiathèque prête livres, musique et films et propose des ateliers numériques : ${contact('Médiathèque')}.`,
      keywords: 'médiathèque bibliothèque livres lecture prêt',
      path: servicesPath('Médiathèque'),
    },
    {
      question: 'J’ai perdu un objet, où le chercher ?',
      answer: `Les objets perdus sur la commune sont déposés et retirés au service Objets trouvés : ${contact('Objets trouvés')}.`,
      keywords: 'objet perdu perdue trouvé trouvés clés portefeuille oublié',
      path: servicesPath('Objets trouvés'),
    },
    {
      question: 'Où faire de la voile, du kayak ou du paddle ?',
      answer: `La Base nautique propose stages, location et sorties encadrées de voile, kayak et paddle : ${contact('Base nautique')}.`,
      keywords: 'voile kayak paddle nautique bateau sport stage planche',
      path: servicesPath('Base nautique'),
    },
    {
      question: 'Comment demander un permis de construire ?',
      answer: `Permis de construire, déclarations préalables et certificats d'urbanisme : service Urbanisme, ${contact('Urbanisme')}.`,
      keywords: 'permis construire travaux urbanisme déclaration préalable plu clôture extension',
      path: servicesPath('Urbanisme'),
    },
    {
      question: 'Où demander une aide sociale ?',
      answer: `Le Centre communal d'action sociale (CCAS) accompagne pour les aides sociales, le logement d'urgence, le portage de repas et les aînés : ${contact("Centre communal d'action sociale (CCAS)")}.`,
      keywords: 'aide aides sociale ccas logement repas personnes âgées difficulté',
      path: servicesPath("Centre communal d'action sociale (CCAS)"),
    },
    {
      question: 'Comment obtenir une place au port ?',
      answer: `Places de port, escales des plaisanciers et météo marine : Capitainerie du port, ${contact('Capitainerie du port')}.`,
      keywords: 'port place anneau bateau plaisance capitainerie escale mouillage',
      path: servicesPath('Capitainerie du port'),
    },
  ];
}

/** Adds the FAQ entries that are missing (by question), in their order; edited ones stay. */
export async function seedAssistant(app: FastifyInstance): Promise<void> {
  const entries = sampleFaq(app.town);
  for (const [position, e] of entries.entries()) {
    await app.pool.query(
      `insert into assistant_faq (question, answer, keywords, path, position) values ($1, $2, $3, $4, $5)
       on conflict (question) do nothing`,
      [e.question, e.answer, e.keywords, e.path, position],
    );
  }
}
