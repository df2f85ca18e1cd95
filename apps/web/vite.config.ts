import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa(), precompress()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
  build: { sourcemap: false },
});
