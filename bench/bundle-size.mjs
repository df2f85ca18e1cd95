// Bundle size of the built web app: what the first screen downloads (entry, preloads, CSS) and the
// largest lazy chunks, gzipped. With --max-initial-kb N it fails when the first screen is over N KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const maxArg = process.argv.indexOf('--max-initial-kb');
const maxInitialKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : Infinity;

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const initialBytes = initial.map((file) => [file, gz(file)]);
const initialTotal = initialBytes.reduce((sum, [, b]) => sum + b, 0);
const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .map((f) => `/assets/${f}`)
  .filter((f) => f.endsWith('.js') && !initial.includes(f))
  .map((f) => [f, gz(f)])
  .sort((a, b) => b[1] - a[1]);

console.log('first screen (gzip):');
for (const [file, bytes] of initialBytes) console.log(`  ${kb(bytes).padStart(7)} KB  ${file}`);
console.log(`  ${kb(initialTotal).padStart(7)} KB  total`);
console.log('largest lazy chunks (gzip):');
for (const [file, bytes] of lazy.slice(0, 5)) console.log(`  ${kb(bytes).padStart(7)} KB  ${file}`);

if (initialTotal / 1024 > maxInitialKb) {
  console.error(`bundle: first screen ${kb(initialTotal)} KB gzip is over the ${maxInitialKb} KB budget`);
  process.exit(1);
}
