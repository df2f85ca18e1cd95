import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFile, checkHtml, checkSource, mendSource, sourceFiles, typographyMistakes } from './french-typography';

const NBSP = '\u00a0';

describe('typographyMistakes', () => {
  it('finds an ordinary space before ! ? : ; and »', () => {
    expect(typographyMistakes('Écrivez le premier !')).toHaveLength(1);
    expect(typographyMistakes('Qui ? Quoi : ceci ; « cela »')).toHaveLength(5);
  });

  it('finds no space at all in French prose', () => {
    expect(typographyMistakes('Oops! Page non trouvée')).toHaveLength(1);
    expect(typographyMistakes('Vous avez voté pour «Oui»')).toHaveLength(2);
  });

  it('accepts a no-break space, thin or not, written as a character, an entity or an escape', () => {
    expect(typographyMistakes(`Écrivez le premier${NBSP}!`)).toEqual([]);
    expect(typographyMistakes('Qui\u202f? Quoi\u202f;')).toEqual([]);
    expect(typographyMistakes('«&nbsp;Actualiser&nbsp;»')).toEqual([]);
    expect(typographyMistakes('Statut\\u00a0: ouvert')).toEqual([]);
    expect(typographyMistakes(`Vraiment${NBSP}?!`)).toEqual([]);
  });

  it('leaves code alone: classes, addresses, times, media types and English', () => {
    for (const code of [
      'hover:bg-muted sm:flex',
      'https://www.skaping.com/portmarin',
      'mailto:contact@mairie-portmarin.fr?subject=x',
      'Ouvert de 10:30 à 12:00',
      'text/html; charset=utf-8',
      'push: APNs delivery failed',
    ]) {
      expect(typographyMistakes(code), code).toEqual([]);
    }
  });
});

describe('checkSource', () => {
  it('reports strings, templates and JSX text by file and line', () => {
    const source = [
      "toast.success('Bienvenue !');",
      'const title = `${count} résultats pour «${query}»`;',
      'export const Empty = () => <p>Aucun message. Écrivez le premier !</p>;',
    ].join('\n');
    expect(checkSource('bad.tsx', source)).toEqual([
      { file: 'bad.tsx', line: 1, text: 'Bienvenue !' },
      { file: 'bad.tsx', line: 2, text: 'résultats pour «' },
      { file: 'bad.tsx', line: 2, text: '»' },
      { file: 'bad.tsx', line: 3, text: 'Aucun message. Écrivez le premier !' },
    ]);
  });

  it('passes the same texts written with no-break spaces', () => {
    const source = [
      `toast.success('Bienvenue${NBSP}!');`,
      `const title = \`\${count} résultats pour «${NBSP}\${query}${NBSP}»\`;`,
      `export const Empty = () => <p>Aucun message. Écrivez le premier${NBSP}!</p>;`,
    ].join('\n');
    expect(checkSource('good.tsx', source)).toEqual([]);
  });

  it('skips import paths, keys, literal types, class names and SQL', () => {
    const source = [
      "import { x } from './a : b !';",
      "const labels = { 'Qui ?': 1 };",
      "type Mark = 'Qui ?';",
      "const row = sql`select 'Page « ' || name || ' »'`;",
      'export const Box = () => <div className="a ! b" />;',
    ].join('\n');
    expect(checkSource('code.tsx', source)).toEqual([]);
  });
});

describe('mendSource', () => {
  it('writes U+00A0, and &nbsp; where a JSX line break would drop the space', () => {
    const source = [
      'const a = `Note : ${n} !`;',
      'export const P = () => (',
      '  <p>',
      '    Voir {link}',
      '    ; puis',
      '  </p>',
      ');',
    ];
    const mended = mendSource('m.tsx', source.join('\n'));
    expect(mended.split('\n')[0]).toBe(`const a = \`Note${NBSP}: \${n}${NBSP}!\`;`);
    expect(mended.split('\n')[4]).toBe('    &nbsp;; puis');
    expect(checkSource('m.tsx', mended)).toEqual([]);
  });
});

describe('checkHtml', () => {
  it('reports the text and described attributes of a page, not its styles', () => {
    const page = [
      '<meta name="description" content="PortMarin : le réseau social" />',
      '<style>a:hover { color: red; }</style>',
      `<p>Hors connexion : réessayez.</p><p>Vérifiez${NBSP}: c’est tout.</p>`,
    ].join('\n');
    expect(checkHtml('page.html', page)).toEqual([
      { file: 'page.html', line: 3, text: 'Hors connexion : réessayez.' },
      { file: 'page.html', line: 1, text: 'PortMarin : le réseau social' },
    ]);
  });
});

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where residents' text is written: the sources (seed data, e-mails and server pages included) and the pages. */
const AREAS: Record<string, string[]> = {
  'packages/shared': sourceFiles(path.join(ROOT, 'packages/shared/src')),
  'apps/server': sourceFiles(path.join(ROOT, 'apps/server/src')),
  'apps/web': sourceFiles(path.join(ROOT, 'apps/web/src')),
  'the HTML pages': [path.join(ROOT, 'apps/web/index.html'), path.join(ROOT, 'apps/web/public/offline.html')],
};

describe('the French strings of PortMarin', () => {
  it.each(Object.keys(AREAS))('have their no-break spaces in %s', (area) => {
    const offences = AREAS[area]!.flatMap((file) => checkFile(file, ROOT));
    // Each offence as `file:line text`; mendSource in ./french-typography.ts writes the spaces.
    expect(offences.map((o) => `${o.file}:${o.line} ${JSON.stringify(o.text)}`)).toEqual([]);
  });
});
