import { describe, expect, it } from 'vitest';
import { postHead } from './posts.share.ts';

const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <title>PortMarin</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

function metaContent(html: string, attr: string, key: string): string | undefined {
  return new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

describe('postHead', () => {
  it('keeps `$` sequences of residents’ text literal', () => {
    const html = postHead(
      INDEX,
      { name: 'A', username: null, content: "$& $' $`", imageUrl: null },
      {
        publicUrl: 'https://x.fr',
        postId: 'id',
        siteName: 'PortMarin',
      },
    );
    expect(html).toContain('content="$&amp; $&#39; $`"');
  });

  it("falls back to the username, then to 'Un utilisateur'", () => {
    const opts = { publicUrl: 'https://x.fr', postId: 'id', siteName: 'PortMarin' };
    const byUsername = postHead(INDEX, { name: ' ', username: 'lea', content: 'x', imageUrl: null }, opts);
    expect(metaContent(byUsername, 'property', 'og:title')).toBe('Publication de lea');
    const anonymous = postHead(INDEX, { name: null, username: null, content: 'x', imageUrl: null }, opts);
    expect(metaContent(anonymous, 'property', 'og:title')).toBe('Publication de Un utilisateur');
  });
});
