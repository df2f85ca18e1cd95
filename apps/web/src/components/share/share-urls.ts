import { paths } from '@/config/paths';

/** Spec section 9 (mirrors SHARE_DESCRIPTION_MAX of packages/shared: a value import from there would
 * bring zod into the feed's chunk; share-urls.test.ts checks both stay equal). */
export const SHARE_DESCRIPTION_MAX = 160;
export const DEFAULT_SHARE_TITLE = 'Découvrez ce contenu';
export const DEFAULT_POST_DESCRIPTION = 'Découvrez cette publication';
/** Spec section 9: the fallback window of a failing native share. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400';

export type ShareChannel = 'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email' | 'copy' | 'native';

export type ShareLinks = Record<'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'email', string>;

/** The share address of each network for one page. */
export function buildShareLinks({
  url,
  title,
  description,
}: {
  url: string;
  title: string;
  description?: string;
}): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const body = encodeURIComponent(description ? `${description}\n\n${url}` : url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${t}&body=${body}`,
  };
}

/** Spec section 9: 'Publication de {name}', 'Un utilisateur' when the author has no name. */
export function postShareTitle(author: { name?: string | null; username?: string | null }): string {
  const name = author.name?.trim() || author.username?.trim();
  return `Publication de ${name || 'Un utilisateur'}`;
}

/** Spec section 9: the post's text cut to 160 characters, 'Découvrez cette publication' when empty. */
export function postShareDescription(content: string): string {
  const text = content.trim();
  if (!text) return DEFAULT_POST_DESCRIPTION;
  // Cut by code points so an emoji is never split in half.
  return Array.from(text).slice(0, SHARE_DESCRIPTION_MAX).join('');
}

/** The public address of a post (spec: /post/{id}). */
export function postShareUrl(postId: string, origin: string = window.location.origin): string {
  return `${origin}${paths.post(postId)}`;
}
