/** Lower-case without accents, so « meteo » finds « Météo ». */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function matchesSearch(text: string, query: string): boolean {
  const needle = normalizeForSearch(query.trim());
  return needle === '' || normalizeForSearch(text).includes(needle);
}
