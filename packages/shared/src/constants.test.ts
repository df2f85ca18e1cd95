import { describe, expect, it } from 'vitest';
import { buildShareLinks, postShareDescription, postShareTitle, postShareUrl } from './constants.ts';

const URL_ = 'https://port-marin.fr/post/42';

describe('share URLs', () => {
  it('builds each network’s share address with the page encoded', () => {
    const links = buildShareLinks({ url: URL_, title: 'Fête du port & feu', description: 'Samedi soir' });
    const u = encodeURIComponent(URL_);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(links.twitter).toBe(`https://twitter.com/intent/tweet?url=${u}&text=F%C3%AAte%20du%20port%20%26%20feu`);
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Fête du port & feu ${URL_}`)}`);
    expect(links.email).toBe(
      `mailto:?subject=F%C3%AAte%20du%20port%20%26%20feu&body=${encodeURIComponent(`Samedi soir\n\n${URL_}`)}`,
    );
  });

  it('titles a post after its author, else “Un utilisateur”', () => {
    expect(postShareTitle({ name: 'Marie Le Goff', username: 'marie' })).toBe('Publication de Marie Le Goff');
    expect(postShareTitle({ name: '  ', username: 'marie' })).toBe('Publication de marie');
    expect(postShareTitle({ name: null, username: null })).toBe('Publication de Un utilisateur');
  });

  it('cuts the description to 160 characters, with a fallback for an empty text', () => {
    expect(postShareDescription('a'.repeat(200))).toBe('a'.repeat(160));
    expect(postShareDescription('a'.repeat(160))).toHaveLength(160);
    expect(postShareDescription('Court')).toBe('Court');
    expect(postShareDescription('   ')).toBe('Découvrez cette publication');
    // 160 characters, not 160 UTF-16 units: an emoji is never cut in half.
    expect(Array.from(postShareDescription('🌊'.repeat(170)))).toHaveLength(160);
  });

  it('shares a post at /post/{id}', () => {
    expect(postShareUrl('abc', 'https://port-marin.fr')).toBe('https://port-marin.fr/post/abc');
  });
});
