import { PromotionBody, type TownConfig } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { seedImage } from '../../lib/seed-image.ts';
import { DEMO_USERS } from '../auth/index.ts';
import { userIdByEmail } from '../../lib/seed-people.ts';

/** The feed's five cards (spec 1-core-social.md, Feed item 4), as sample content for the town. */
export function samplePromotions(town: TownConfig, image: (hue: number) => string): PromotionBody[] {
  const { townName, townHall, slug } = town;
  return [
    {
      kind: 'restaurant',
      content: {
        name: 'La Table du Port',
        image: image(15),
        services: ['Fruits de mer et poissons du jour', 'Terrasse face au port', 'Menu enfant', 'Plats à emporter'],
        address: `12 quai des Pêcheurs, ${townName}`,
        phone: '02 97 12 34 56',
        menuUrl: `https://www.latableduport-${slug}.fr/menu`,
        reservationUrl: `https://www.latableduport-${slug}.fr/reservation`,
      },
    },
    {
      kind: 'official_notice',
      content: {
        title: 'Travaux sur le quai des Pêcheurs',
        subtitle: townHall.name,
        image: image(210),
        content:
          'Pendant la réfection du quai des Pêcheurs, la circulation est alternée de 8 h à 17 h en semaine. ' +
          'Le marché du samedi matin se tient place de l’Église. Les services municipaux restent à votre écoute ' +
          'pour toute question.',
        phone: townHall.phone,
        email: townHall.email,
        website: townHall.website,
        address: townHall.address,
        hours: townHall.hours,
      },
    },
    {
      kind: 'candidate',
      content: {
        name: 'Anne-Marie Guillou',
        image: image(260),
        program: [
          'Un port vivant toute l’année : pêche, plaisance et commerces',
          'Des logements accessibles pour les jeunes familles',
          'Une navette gratuite entre le bourg et les plages',
          'La protection du littoral et des dunes',
          'Un budget participatif ouvert à tous les habitants',
        ],
        vision: `Je veux une ${townName} ouverte sur la mer et solidaire, où chacun peut vivre, travailler et vieillir, en été comme en hiver.`,
        supportersCount: 847,
      },
    },
    {
      kind: 'sponsored_business',
      content: {
        name: 'Crêperie Ty Mad',
        tagline: 'Galettes et crêpes face au port depuis 1987',
        images: [image(35), image(45), image(195)],
        description:
          'Une crêperie familiale où les galettes de blé noir sont tournées à la minute avec des produits de la côte : ' +
          'beurre demi-sel, andouille, noix de Saint-Jacques et caramel maison.',
        highlights: ['Farine de blé noir bio', 'Terrasse avec vue sur le port', 'Cidre fermier du pays'],
        address: `4 rue du Phare, ${townName}`,
        phone: '02 97 23 45 67',
        socialHandle: '@creperietymad',
        hours: 'Tous les jours 12h00-14h30 et 18h30-22h00',
        specialties: ['Galette complète', 'Galette Saint-Jacques', 'Crêpe caramel au beurre salé', 'Kouign-amann'],
        rating: 4.8,
        reviews: 326,
        videoUrl: null,
      },
    },
    {
      kind: 'partners',
      content: {
        title: `Les commerces partenaires de ${townName}`,
        businesses: [
          {
            name: 'Voilerie Le Gall',
            location: 'Zone portuaire',
            image: image(200),
            description: 'Confection et réparation de voiles',
            content: 'Voiles neuves, réparations express et hivernage : l’atelier de la zone portuaire depuis 1976.',
            phone: '02 97 34 56 78',
            website: `https://www.voilerie-legall-${slug}.fr`,
          },
          {
            name: 'Boulangerie de la Plage',
            location: 'Boulevard de la Plage',
            image: image(40),
            description: 'Pains au levain et gâteaux bretons',
            content: 'Pain cuit au feu de bois, far breton et kouign-amann tout chauds dès 7 h, même le dimanche.',
            phone: '02 97 45 67 89',
            website: `https://www.boulangerie-plage-${slug}.fr`,
          },
          {
            name: 'Cycles Ar Vag',
            location: 'Avenue de la Gare',
            image: image(120),
            description: 'Location de vélos et de vélos électriques',
            content: 'Vélos, tandems et remorques à la demi-journée ou à la semaine pour longer la côte.',
            phone: '02 97 56 78 90',
            website: `https://www.cycles-arvag-${slug}.fr`,
          },
        ],
      },
    },
  ];
}

/** Hue per image of the sample cards: each gets its own generated picture. */
async function createImages(app: FastifyInstance, ownerId: string): Promise<(hue: number) => string> {
  const hues = [15, 210, 260, 35, 45, 195, 200, 40, 120];
  const stored = await Promise.all(
    hues.map((hue) => {
      const pattern = hue === 200 || hue === 195 ? 'boat' : hue < 60 ? 'sun' : 'waves';
      return seedImage(app, ownerId, 'promotion', { hue, pattern, width: 960, height: 640 });
    }),
  );
  const urls = new Map(hues.map((hue, i) => [hue, stored[i]!.url]));
  return (hue) => urls.get(hue)!;
}

/** Seeds the five cards once: when admins have any card, their choices stand. */
export async function seedPromotions(app: FastifyInstance): Promise<void> {
  const { rowCount } = await app.pool.query('select 1 from promotions limit 1');
  if (rowCount) return;
  const adminEmail = DEMO_USERS.find((u) => u.role === 'admin')!.email;
  const adminId = await userIdByEmail(app.pool, adminEmail);
  if (!adminId) return;
  const image = await createImages(app, adminId);
  // Parsed like an admin's input, so a sample that drifts from the contract fails here.
  const cards = samplePromotions(app.town, image).map((card) => PromotionBody.parse(card));
  await app.pool.query(
    `insert into promotions (kind, content, position, hidden, updated_by)
     select kind, content, position - 1, false, $3
     from unnest($1::text[], $2::jsonb[]) with ordinality as c(kind, content, position)`,
    [cards.map((card) => card.kind), cards.map((card) => JSON.stringify(card.content)), adminId],
  );
}
