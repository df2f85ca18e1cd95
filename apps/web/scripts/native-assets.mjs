// The native apps' icons and splash screens, drawn from the web app's icon (public/icon.svg) with
// sharp: `node scripts/native-assets.mjs` from apps/web after changing the icon, then commit the
// PNGs. `--check` draws them in memory and fails when a committed one differs (CI).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const WEB = path.resolve(import.meta.dirname, '..');
const RES = path.join(WEB, 'android/app/src/main/res');
const XCASSETS = path.join(WEB, 'ios/App/App/Assets.xcassets');

// The splash is the web app's (index.html, offline page): the icon on the page background.
const SPLASH_BACKGROUND = '#0b1220';

const icon = await fs.readFile(path.join(WEB, 'public/icon.svg'), 'utf8');
const tile = /<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>/.exec(icon);
if (!tile) throw new Error('public/icon.svg: the 64×64 rounded tile this script reads is not where expected');
const TILE_COLOUR = tile[1];
const glyph = icon.replace(tile[0], '');

/** The icon's drawing (wave and sail, without the tile) scaled by `scale` around its centre. */
function glyphSvg({ scale = 1, fill } = {}) {
  const inner = fill ? glyph.replace(/fill="#[0-9a-f]{6}"/g, `fill="${fill}"`) : glyph;
  const offset = 32 * (1 - scale);
  return inner.replace(
    /(<svg[^>]*>)([\s\S]*)(<\/svg>)/,
    `$1<g transform="translate(${offset} ${offset}) scale(${scale})">$2</g>$3`,
  );
}

const svg = (text, size) => sharp(Buffer.from(text), { density: Math.ceil((72 * size) / 64) * 2 }).resize(size, size);

// iOS and Android round the corners themselves: a full-bleed square tile.
const squareIcon = icon.replace(tile[0], `<rect width="64" height="64" fill="${TILE_COLOUR}"/>`);
const roundIcon = icon.replace(tile[0], `<circle cx="32" cy="32" r="32" fill="${TILE_COLOUR}"/>`);

const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
const SPLASH_PORTRAIT = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};

async function splash(width, height) {
  const side = Math.round(Math.min(width, height) * 0.3);
  const mark = await svg(icon, side).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: SPLASH_BACKGROUND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png();
}

/** Every file this script owns and how to draw it. */
function outputs() {
  const files = [];
  const add = (file, draw) => files.push({ file, draw });
  for (const [density, factor] of Object.entries(DENSITIES)) {
    const mipmap = path.join(RES, `mipmap-${density}`);
    add(path.join(mipmap, 'ic_launcher.png'), () => svg(icon, 48 * factor).png());
    add(path.join(mipmap, 'ic_launcher_round.png'), () => svg(roundIcon, 48 * factor).png());
    // Adaptive icon: 108 dp, of which the launcher's mask shows the middle 72 dp at least.
    add(path.join(mipmap, 'ic_launcher_foreground.png'), () => svg(glyphSvg({ scale: 0.66 }), 108 * factor).png());
    // The status bar's small icon: a white silhouette on transparency (Android tints it).
    add(path.join(RES, `drawable-${density}`, 'ic_stat_portmarin.png'), () =>
      svg(glyphSvg({ scale: 1.25, fill: '#ffffff' }), 24 * factor).png(),
    );
    const [w, h] = SPLASH_PORTRAIT[density];
    add(path.join(RES, `drawable-port-${density}`, 'splash.png'), () => splash(w, h));
    add(path.join(RES, `drawable-land-${density}`, 'splash.png'), () => splash(h, w));
  }
  add(path.join(RES, 'drawable', 'splash.png'), () => splash(480, 320));
  // The App Store refuses an icon with an alpha channel.
  add(path.join(XCASSETS, 'AppIcon.appiconset/AppIcon-512@2x.png'), () => svg(squareIcon, 1024).flatten().png());
  for (const name of ['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png']) {
    add(path.join(XCASSETS, 'Splash.imageset', name), () => splash(2732, 2732));
  }
  return files;
}

const check = process.argv.includes('--check');
const stale = [];
for (const { file, draw } of outputs()) {
  // Fixed PNG settings so the same icon always gives the same bytes.
  const png = await (await draw()).png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer();
  if (check) {
    const committed = await fs.readFile(file).catch(() => null);
    if (!committed || !committed.equals(png)) stale.push(path.relative(WEB, file));
  } else {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, png);
  }
}
const background = path.join(RES, 'values/ic_launcher_background.xml');
const backgroundXml = `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${TILE_COLOUR.toUpperCase()}</color>\n</resources>\n`;
if (check) {
  if ((await fs.readFile(background, 'utf8').catch(() => '')) !== backgroundXml)
    stale.push(path.relative(WEB, background));
  if (stale.length > 0) {
    console.error(`Icônes natives à régénérer (node scripts/native-assets.mjs) :\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
} else {
  await fs.writeFile(background, backgroundXml);
}
