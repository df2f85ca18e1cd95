import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * V8's explicit compile hint (first line `//# allFunctionsCalledOnLoad`) has Chrome compile a whole
 * script on the thread that streams it, instead of each function on the main thread at its first
 * call. For the scripts a cold start runs at once: the entry and the chunks it imports.
 */
function compileHints(): Plugin {
  return {
    name: 'portmarin-compile-hints',
    apply: 'build',
    // On the written files (Vite adds its own first line after generateBundle), before precompress.
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
        const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        const atStart = new Set<string>();
        for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
          if (atStart.has(name) || !chunks.has(name)) continue;
          atStart.add(name);
          queue.push(...chunks.get(name)!.imports);
        }
        for (const name of atStart) {
          const full = path.join(options.dir!, name);
          await fs.writeFile(full, `//# allFunctionsCalledOnLoad\n${await fs.readFile(full, 'utf8')}`);
        }
      },
    },
  };
}

const appEntry = path.resolve(import.meta.dirname, 'src/app/main.tsx');

/**
 * Every module a cold start runs (the entry and what it imports statically), in one chunk. Split
 * automatically, the pieces lazy screens share with it (React, the query cache, the router…) were
 * fifteen chunks: fifteen requests, six at a time, before the first screen.
 */
function startChunk(): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name(id, ctx) {
      if (!members) {
        members = new Set<string>();
        for (let queue = [appEntry], next = queue.pop(); next !== undefined; next = queue.pop()) {
          if (members.has(next)) continue;
          members.add(next);
          queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      return members.has(id) ? 'start' : null;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa(), compileHints(), precompress()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: {
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: [startChunk()] } } },
  },
});
