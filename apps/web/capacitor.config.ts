import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The iOS and Android wrappers (docs/native.md). The app is served by a PortMarin server, as in a
 * browser: its API, session cookie and first-screen data are same-origin, so the web view loads the
 * server's address; `dist` (the Vite build) is copied in too, as Capacitor requires, and its
 * offline page is what shows when the server cannot be reached.
 *
 * PORTMARIN_SERVER_URL, read when `npx cap sync` / `npx cap copy` runs, points a build at another
 * server (a test server on the local network: http://192.168.1.20:3000).
 */
const DEFAULT_SERVER_URL = 'https://portmarin.fr';

function serverUrl(): URL {
  const raw = process.env.PORTMARIN_SERVER_URL || DEFAULT_SERVER_URL;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`PORTMARIN_SERVER_URL doit commencer par http:// ou https:// (reçu : ${raw})`);
  }
  return url;
}

const server = serverUrl();

const config: CapacitorConfig = {
  appId: 'fr.portmarin.app',
  appName: 'PortMarin',
  webDir: 'dist',
  server: {
    url: server.origin,
    // Plain http only for a test server on the local network; Android refuses it otherwise.
    cleartext: server.protocol === 'http:',
    errorPath: 'offline.html',
  },
  plugins: {
    // A push that arrives while the app is open shows as a toast (lib/native-push.ts), not a banner.
    PushNotifications: { presentationOptions: [] },
  },
  ios: { contentInset: 'automatic' },
};

export default config;
