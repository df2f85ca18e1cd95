import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAliases } from './preact-aliases';

async function compressFile(full: string): Promise<void> {
  const data = await fs.readFile(full);
  await fs.writeFile(`${full}.br`, zlib.brotliCompressSync(data));
  await fs.writeFile(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
}

/** Writes .br and .gz beside each text asset; the server sends them as is (no compression per request). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portmarin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json|webmanifest)$/.test(f));
      await Promise.all(files.map((file) => compressFile(path.join(options.dir!, file))));
    },
    // The service worker is built by vite-plugin-pwa after the bundle is written (its closeBundle).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const sw = path.join(outDir, 'sw.js');
        if (await fs.stat(sw).catch(() => null)) await compressFile(sw);
      },
    },
  };
}

/**
 * Chrome compiles a script's functions lazily, on the main thread, at their first call: the start and
 * the feed's first render were paying for it in their tasks. V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, first line) has the whole chunk compiled on the background thread
 * that streams it. Only for the chunks a cold start at /feed runs at once.
 */
function compileHints(chunkNames: string[]): Plugin {
  return {
    name: 'portmarin-compile-hints',
    apply: 'build',
    // On the written files: Vite puts its own first line in the chunks after generateBundle. Before
    // precompress writes the .br and .gz.
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk' && chunkNames.includes(file.name));
        for (const chunk of chunks) {
          const full = path.join(options.dir!, chunk.fileName);
          await fs.writeFile(full, `//# allFunctionsCalledOnLoad\n${await fs.readFile(full, 'utf8')}`);
        }
      },
    },
  };
}

/** Installable PWA with our own service worker (src/sw.ts); registered lazily by the app shell. */
function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'PortMarin',
      short_name: 'PortMarin',
      description: 'Le réseau social de Port-Marin : actualités, messages et services de la commune.',
      id: '/',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/feed',
      scope: '/',
      display: 'standalone',
      // index.html's theme-color and the dark theme's background (the default theme).
      theme_color: '#0b1f33',
      background_color: '#0b1220',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app shell (the plugin adds the manifest and its icons); never the .br/.gz twins.
      globPatterns: ['**/*.{js,css,html,svg}'],
      globIgnores: ['**/*.br', '**/*.gz', 'sw.js'],
    },
  });
}

/** The modules `from` imports statically, directly or not (itself included). */
function staticImports(from: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const appEntry = path.resolve(import.meta.dirname, 'src/app/main.tsx');
const isIcon = (id: string) => id.includes('/lucide-react/dist/esm/icons/');

/**
 * What a cold start runs: the entry, the modules it imports step by step as it starts (see
 * main.tsx), and everything they import statically.
 */
function startModules(ctx: Rolldown.ChunkingContext): Set<string> {
  const steps = [appEntry, ...(ctx.getModuleInfo(appEntry)?.dynamicallyImportedIds ?? [])];
  return new Set(steps.flatMap((step) => [...staticImports(step, ctx)]));
}

/**
 * What a cold start runs, in one chunk (icons aside, see feedScreenChunk). Left to the automatic
 * splitting, every piece a lazy screen shares with it (Preact, the query cache, the API client…)
 * was a chunk of its own, a request and a module evaluation (one task each) before the first screen.
 */
const START_CHUNK = 'app';

function startChunk(): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    debugName: START_CHUNK,
    name(id, ctx) {
      members ??= startModules(ctx);
      return members.has(id) && !isIcon(id) ? START_CHUNK : null;
    },
  };
}

/**
 * The feed's screen in one chunk: its route and every module it needs that the app's entry does
 * not already load. Left to the automatic splitting, the modules it shares with other screens
 * (the avatar, the post card, the date formatting…) and the icons were 18 small chunks, fetched
 * after the entry six at a time on HTTP/1.1, each announced by a <link rel="modulepreload"> the app
 * adds at start. (Icons are left out here: lucide-react's index imports them all, so the graph
 * cannot say which the entry uses; they are copied into their chunks below.)
 */
const FEED_SCREEN_CHUNK = 'feed-screen';

function feedScreenChunk(): Rolldown.CodeSplittingGroup {
  const feedRoute = path.resolve(import.meta.dirname, 'src/app/routes/feed-route.tsx');
  let members: Set<string> | undefined;
  return {
    debugName: FEED_SCREEN_CHUNK,
    // Its dependencies that the entry loads stay in the entry's chunks.
    includeDependenciesRecursively: false,
    name(id, ctx) {
      if (!members) {
        const loadedAtStart = startModules(ctx);
        members = new Set([...staticImports(feedRoute, ctx)].filter((m) => !loadedAtStart.has(m)));
      }
      return members.has(id) ? FEED_SCREEN_CHUNK : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa(), compileHints([START_CHUNK, FEED_SCREEN_CHUNK]), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(import.meta.dirname, 'src') }, ...preactAliases],
  },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [startChunk(), feedScreenChunk()],
          // An icon is a few hundred bytes: copied into each chunk that draws it rather than a
          // chunk (a request) of its own. Icons hold no state, so a copy changes nothing.
          experimentalInlineCommonChunks: { maxSize: 4096, exclude: (id: string) => !id.includes('/lucide-react/') },
        },
      },
    },
  },
});
