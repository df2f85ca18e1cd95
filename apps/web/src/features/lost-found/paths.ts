/** The lost-found feature's screens; it declares them in feature.ts, so config/paths.ts does not list them. */
export const lostFoundPaths = {
  lostFound: '/objets-trouves',
  lostFoundObject: (id: string) => `/objets-trouves/${encodeURIComponent(id)}`,
};
