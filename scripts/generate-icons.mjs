// Renders the PWA icons from apps/web/public/icon.svg, once; the PNGs are committed.
// Run from the repo root: node scripts/generate-icons.mjs (sharp comes with apps/server).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const web = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = await fs.readFile(path.join(web, 'icon.svg'));
const out = path.join(web, 'icons');
await fs.mkdir(out, { recursive: true });

// Same navy as the icon's background and the manifest's theme colour.
const BACKGROUND = '#0b1f33';

async function plain(size) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}

/** Maskable: full-bleed background, the logo inside the 80 % safe circle (here 70 % of the side). */
async function maskable(size) {
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: logo, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-maskable-${size}.png`));
}

await plain(192);
await plain(512);
await maskable(512);
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
