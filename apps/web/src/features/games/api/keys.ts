/** Every games query starts with 'games': the catalogue, and per game the best and the leaderboard. */
export const gameKeys = {
  all: ['games'] as const,
  list: ['games', 'list'] as const,
  best: (slug: string) => ['games', slug, 'best'] as const,
  leaderboard: (slug: string) => ['games', slug, 'leaderboard', 'week'] as const,
};
