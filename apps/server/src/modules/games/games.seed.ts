import type { GameAgeGroup, GameType } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';

type SampleGame = {
  slug: string;
  name: string;
  description: string;
  category: string;
  ageGroup: GameAgeGroup;
  isFeatured: boolean;
  gameType: GameType;
};

/**
 * The hub's eight games (spec 2, "Games hub"), in the catalogue's order. The featured ones fill
 * 'Jeux populaires'. Play counts start at zero: they are the town's real plays.
 */
export const SAMPLE_GAMES: SampleGame[] = [
  {
    slug: 'morpion',
    name: 'Morpion',
    description: 'Alignez trois symboles avant votre adversaire. À jouer à deux sur le même écran.',
    category: 'Puzzle',
    ageGroup: 'tous',
    isFeatured: true,
    gameType: 'tic-tac-toe',
  },
  {
    slug: 'memory',
    name: 'Memory',
    description: 'Retournez les cartes deux par deux et retrouvez les 8 paires de la mer en un minimum de coups.',
    category: 'Éducatif',
    ageGroup: 'enfants',
    isFeatured: true,
    gameType: 'memory',
  },
  {
    slug: 'devine-le-nombre',
    name: 'Devine le nombre',
    description: 'Trouvez le nombre secret entre 1 et 100 : « plus grand » ou « plus petit », à vous de deviner.',
    category: 'Éducatif',
    ageGroup: 'enfants',
    isFeatured: false,
    gameType: 'number-guessing',
  },
  {
    slug: 'test-de-reaction',
    name: 'Test de réaction',
    description: 'Cliquez dès que l’écran change de couleur et mesurez vos réflexes en millisecondes.',
    category: 'Arcade',
    ageGroup: 'tous',
    isFeatured: false,
    gameType: 'reaction-time',
  },
  {
    slug: 'motus',
    name: 'Motus',
    description:
      'Trouvez le mot de 6 lettres en 6 essais : vert pour la bonne place, jaune pour une lettre mal placée.',
    category: 'Mots',
    ageGroup: 'adultes',
    isFeatured: true,
    gameType: 'wordle',
  },
  {
    slug: 'snake',
    name: 'Snake',
    description: 'Guidez le serpent, mangez les fruits pour grandir et évitez les murs comme votre propre queue.',
    category: 'Arcade',
    ageGroup: 'tous',
    isFeatured: true,
    gameType: 'snake',
  },
  {
    slug: 'tetris',
    name: 'Tetris',
    description: 'Tournez et placez les pièces qui tombent pour compléter des lignes : 100 points par ligne.',
    category: 'Arcade',
    ageGroup: 'tous',
    isFeatured: false,
    gameType: 'tetris',
  },
  {
    slug: 'taquin',
    name: 'Taquin',
    description: 'Faites glisser les 8 carreaux pour les remettre dans l’ordre, de 1 à 8, en un minimum de coups.',
    category: 'Puzzle',
    ageGroup: 'tous',
    isFeatured: false,
    gameType: 'puzzle-slider',
  },
];

/** Adds the games that are missing (by slug); existing ones keep their plays and any edit. */
export async function seedGames(app: FastifyInstance): Promise<void> {
  await app.pool.query(
    `insert into games (slug, name, description, category, age_group, is_featured, game_type, position)
     select slug, name, description, category, age_group, is_featured, game_type, position - 1
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[])
       with ordinality as g(slug, name, description, category, age_group, is_featured, game_type, position)
     on conflict (slug) do nothing`,
    [
      SAMPLE_GAMES.map((g) => g.slug),
      SAMPLE_GAMES.map((g) => g.name),
      SAMPLE_GAMES.map((g) => g.description),
      SAMPLE_GAMES.map((g) => g.category),
      SAMPLE_GAMES.map((g) => g.ageGroup),
      SAMPLE_GAMES.map((g) => g.isFeatured),
      SAMPLE_GAMES.map((g) => g.gameType),
    ],
  );
}
