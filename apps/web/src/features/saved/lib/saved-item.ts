import type { SavedItem, SavedKind } from '@portmarin/shared';
import { paths } from '@/config/paths';

/** The bookmarked target of a card: its kind, id, title and the app path that opens it. */
export function itemTarget(item: SavedItem): { kind: SavedKind; id: string; title: string; path: string } {
  switch (item.kind) {
    case 'post':
      return { kind: 'post', id: item.post.id, title: postTitle(item.post.content), path: paths.post(item.post.id) };
    case 'event':
      return { kind: 'event', id: item.event.id, title: item.event.title, path: paths.event(item.event.id) };
    case 'listing':
      return { kind: 'listing', id: item.listing.id, title: item.listing.title, path: paths.listing(item.listing.id) };
    case 'business-page':
      return {
        kind: 'business-page',
        id: item.businessPage.id,
        title: item.businessPage.name,
        path: paths.businessPage(item.businessPage.id),
      };
  }
}

/** A post has no title: its first line, cut at 80 characters; a photo alone is 'Publication'. */
export function postTitle(content: string): string {
  const line = content.trim().split('\n')[0]?.trim() ?? '';
  if (!line) return 'Publication';
  return line.length > 80 ? `${line.slice(0, 79).trimEnd()}…` : line;
}

/** The label of each kind on its card. */
export const KIND_LABELS: Record<SavedKind, string> = {
  post: 'Publication',
  event: 'Événement',
  listing: 'Annonce',
  'business-page': 'Page professionnelle',
};
