// Bundle size of the built web app, gzipped:
// - the first screen: the entry script, its preloads and the CSS named in index.html;
// - the initial route JS of /feed: the entry's static import graph (the feed's screen is part of it,
//   app/router.tsx imports it statically), everything a cold start at /feed downloads to render it;
// - the number of JS chunks and the largest lazy ones.
// With --max-feed-kb N it fails when the /feed route JS is over N KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = path.join(dist, 'assets');
const maxArg = process.argv.indexOf('--max-feed-kb');
const maxFeedKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : Infinity;

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files) => files.reduce((total, file) => total + gz(file), 0);

/** Chunks reachable through static imports (`import … from "./x.js"`), not dynamic import(). */
function staticGraph(entries) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
  }
  return [...seen];
}

const entry = initial.filter((f) => f.endsWith('.js'));
const feedJs = staticGraph(entry);
const feedTotal = sum(feedJs);
const lazy = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js') && !feedJs.includes(f))
  .map((f) => [f, gz(f)])
  .sort((a, b) => b[1] - a[1]);

console.log('first screen (gzip):');
for (const file of initial) console.log(`  ${kb(gz(file)).padStart(7)} KB  ${file}`);
console.log(`  ${kb(sum(initial)).padStart(7)} KB  total`);
console.log(`initial route JS of /feed (gzip): ${kb(feedTotal)} KB in ${feedJs.length} chunks`);
console.log(`JS chunks in all: ${feedJs.length + lazy.length}`);
console.log('largest lazy chunks (gzip):');
for (const [file, bytes] of lazy.slice(0, 5)) console.log(`  ${kb(bytes).padStart(7)} KB  ${file}`);

if (feedTotal / 1024 > maxFeedKb) {
  console.error(`bundle: the /feed route JS is ${kb(feedTotal)} KB gzip, over the ${maxFeedKb} KB budget`);
  process.exit(1);
}
