import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

/**
 * A local stand-in for FranceConnect, for the server tests and the e2e server: a real OpenID
 * provider (oidc-provider) configured as FranceConnect is — its own RSA keys, ID tokens and
 * userinfo answers signed (RS256, `application/jwt`), `acr_values` eidas1, the claims given_name,
 * family_name and birthdate, PKCE required, client_secret_post, RP-initiated logout — with a login
 * form where the tester types an identity, then a consent screen.
 *
 * `sub` is derived from the identity typed (the same person, the same `sub`), as FranceConnect
 * gives one stable `sub` per person and service provider.
 *
 * What tests can break on purpose: the userinfo answer sent unsigned or signed with another key,
 * the ID token signed with another key, the token endpoint answering 503.
 */

export type StandInClient = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
};

export type TestIdentity = { givenName: string; familyName: string; birthdate: string };

export type UserinfoMode = 'signed' | 'unsigned' | 'forged';

export type FranceConnectStandIn = {
  /** The issuer (no trailing slash): FRANCECONNECT_ISSUER. */
  issuer: string;
  setUserinfoMode: (mode: UserinfoMode) => void;
  setTokenEndpointDown: (down: boolean) => void;
  /** The `acr` the next logins get (eidas1 by default, as FranceConnect). */
  setLoginAcr: (acr: string) => void;
  /** The token endpoint's ID token re-signed with a key FranceConnect does not publish. */
  setIdTokenForged: (forged: boolean) => void;
  /** The `sub` the stand-in gives this identity (what must never be stored in clear). */
  subOf: (identity: TestIdentity) => string;
  /** Requests the logout (end_session) endpoint received. */
  logouts: () => number;
  close: () => Promise<void>;
};

const ACR = 'eidas1';
const CLAIMS = ['given_name', 'family_name', 'birthdate'] as const;
const PASSTHROUGH = 'x-stand-in-passthrough';

/** As FranceConnect's: 64 hex characters and a version suffix; the case of the names does not change the person. */
export const subOf = (identity: TestIdentity): string =>
  `${createHash('sha256')
    .update(`${identity.givenName}|${identity.familyName}|${identity.birthdate}`.toLowerCase())
    .digest('hex')}v1`;

function rsaKey(): { jwk: Record<string, unknown>; privateKey: KeyObject; kid: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  return { jwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }, privateKey, kid };
}

/** A compact RS256 JWT (what a forger with a key of its own would send). */
function signJwt(payload: object, key: KeyObject, kid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:2rem auto;max-width:22rem;padding:0 1rem;color:#161616}
label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;font-size:1rem}
button{margin-top:1.25rem;padding:.75rem 1rem;font-size:1rem;background:#000091;color:#fff;border:0;width:100%}
button.secondary{background:#fff;color:#000091;border:1px solid #000091}</style></head>
<body><main><p>FranceConnect (simulé pour les tests)</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFranceConnectStandIn(
  clients: StandInClient[],
  port = 0,
  host = '127.0.0.1',
): Promise<FranceConnectStandIn> {
  const accounts = new Map<string, TestIdentity>();
  const signing = rsaKey();
  const rogue = rsaKey();
  let userinfoMode: UserinfoMode = 'signed';
  let tokenDown = false;
  let idTokenForged = false;
  let loginAcr = ACR;
  let logouts = 0;

  // The issuer needs the port: listen first, then build the provider.
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      post_logout_redirect_uris: [c.postLogoutRedirectUri],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: 'RS256',
      userinfo_signed_response_alg: 'RS256',
    })),
    jwks: { keys: [signing.jwk] },
    acrValues: [ACR, 'eidas2', 'eidas3'],
    scopes: ['openid', ...CLAIMS],
    claims: { openid: ['sub'], given_name: ['given_name'], family_name: ['family_name'], birthdate: ['birthdate'] },
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: {
      devInteractions: { enabled: false },
      jwtUserinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // FranceConnect ends its session without asking: the form submits itself.
        logoutSource: (ctx: { body: string }, form: string) => {
          ctx.body = page(
            'Déconnexion de FranceConnect',
            `${form}<button id="logout" type="submit" form="op.logoutForm" name="logout" value="yes">Se déconnecter</button>
<script>document.getElementById('logout').click()</script>`,
          );
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          given_name: identity.givenName,
          family_name: identity.familyName,
          birthdate: identity.birthdate,
        }),
      };
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page('Erreur', `<pre>${escapeHtml(JSON.stringify(out))}</pre>`);
    },
  });
  const handle = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (details.prompt.name === 'login') {
        return res.end(
          page(
            'Connexion',
            `<form method="post" action="/interaction/${details.uid}/login">
<label>Prénom(s)<input name="given_name" autocomplete="off" required></label>
<label>Nom de naissance<input name="family_name" autocomplete="off" required></label>
<label>Date de naissance<input name="birthdate" type="date" required></label>
<button type="submit">Se connecter</button></form>
<form method="post" action="/interaction/${details.uid}/abort"><button class="secondary" type="submit">Annuler</button></form>`,
          ),
        );
      }
      return res.end(
        page(
          'Transmission de vos données',
          `<p>Le service demande : prénom(s), nom de naissance, date de naissance.</p>
<form method="post" action="/interaction/${details.uid}/consent"><button type="submit">Continuer sur le service</button></form>
<form method="post" action="/interaction/${details.uid}/abort"><button class="secondary" type="submit">Annuler</button></form>`,
        ),
      );
    }
    if (action === 'login') {
      const form = await readForm(req);
      const identity: TestIdentity = {
        givenName: form.get('given_name') ?? '',
        familyName: form.get('family_name') ?? '',
        birthdate: form.get('birthdate') ?? '',
      };
      const sub = subOf(identity);
      accounts.set(sub, identity);
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub, acr: loginAcr } },
        { mergeWithLastSubmission: false },
      );
    }
    if (action === 'consent') {
      const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
    }
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'Identification annulée' },
      { mergeWithLastSubmission: false },
    );
  }

  /** The real userinfo answer, then sent unsigned or re-signed with a key FranceConnect does not publish. */
  async function tamperedUserinfo(req: http.IncomingMessage, res: http.ServerResponse) {
    const real = await fetch(`${issuer}/me`, {
      headers: { authorization: req.headers.authorization ?? '', [PASSTHROUGH]: '1' },
    });
    const jwt = await real.text();
    if (!real.ok) {
      res.writeHead(real.status, { 'content-type': real.headers.get('content-type') ?? 'text/plain' });
      return res.end(jwt);
    }
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as object;
    if (userinfoMode === 'unsigned') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(claims));
    }
    res.writeHead(200, { 'content-type': 'application/jwt' });
    return res.end(signJwt(claims, rogue.privateKey, signing.kid));
  }

  /** The real token answer, its ID token's claims re-signed with the rogue key under the real key's id. */
  async function forgedTokens(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const real = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '', [PASSTHROUGH]: '1' },
      body: Buffer.concat(chunks),
    });
    const body = (await real.json()) as { id_token?: string };
    if (real.ok && body.id_token) {
      const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString('utf8')) as object;
      body.id_token = signJwt(claims, rogue.privateKey, signing.kid);
    }
    res.writeHead(real.status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(?:\/(login|consent|abort))?$/.exec(url.pathname);
    const done = (error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    };
    if (match) return void interaction(req, res, match[2]).catch(done);
    if (url.pathname === '/token' && tokenDown) {
      res.writeHead(503, { 'content-type': 'text/html' });
      return void res.end('<h1>Service indisponible</h1>');
    }
    if (url.pathname === '/token' && idTokenForged && !req.headers[PASSTHROUGH]) {
      return void forgedTokens(req, res).catch(done);
    }
    if (url.pathname === '/me' && userinfoMode !== 'signed' && !req.headers[PASSTHROUGH]) {
      return void tamperedUserinfo(req, res).catch(done);
    }
    if (url.pathname.startsWith('/session/end') && req.method === 'GET') logouts += 1;
    handle(req, res);
  });

  return {
    issuer,
    setUserinfoMode: (mode) => {
      userinfoMode = mode;
    },
    setTokenEndpointDown: (down) => {
      tokenDown = down;
    },
    setLoginAcr: (acr) => {
      loginAcr = acr;
    },
    setIdTokenForged: (forged) => {
      idTokenForged = forged;
    },
    subOf,
    logouts: () => logouts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ------------------------------------------------------------------ a browser, for server tests

/** Cookies of one host, as a browser keeps them (enough for the provider's own). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Goes from the authorization URL through the stand-in's login and consent as a resident would,
 * and returns the URL FranceConnect sends the browser back to (the app's callback, not fetched).
 * `cancel`: the resident presses « Annuler » on the login page.
 */
export async function signInAtStandIn(
  authorizationUrl: string,
  identity: TestIdentity,
  opts: { cancel?: boolean } = {},
): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = { url: authorizationUrl, method: 'GET' };
  for (let step = 0; step < 20; step += 1) {
    const res = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: next.body,
    });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== origin) return target;
      next = { url: target.href, method: 'GET' };
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`stand-in answered ${res.status}: ${html}`);
    const uid = /\/interaction\/([^/"]+)\//.exec(html)?.[1];
    if (!uid) throw new Error(`no interaction form in: ${html}`);
    if (opts.cancel) {
      next = { url: `${origin}/interaction/${uid}/abort`, method: 'POST', body: new URLSearchParams() };
    } else if (html.includes('/login"')) {
      next = {
        url: `${origin}/interaction/${uid}/login`,
        method: 'POST',
        body: new URLSearchParams({
          given_name: identity.givenName,
          family_name: identity.familyName,
          birthdate: identity.birthdate,
        }),
      };
    } else {
      next = { url: `${origin}/interaction/${uid}/consent`, method: 'POST', body: new URLSearchParams() };
    }
  }
  throw new Error('the stand-in never sent the browser back');
}

// As a script (the e2e servers): FC_STAND_IN_PORT, FC_CLIENT_ID, FC_CLIENT_SECRET, FC_REDIRECT_URI,
// FC_POST_LOGOUT_REDIRECT_URI.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const standIn = await startFranceConnectStandIn(
    [
      {
        clientId: env.FC_CLIENT_ID ?? 'portmarin-e2e',
        clientSecret: env.FC_CLIENT_SECRET ?? 'secret-e2e-franceconnect',
        redirectUri: env.FC_REDIRECT_URI ?? 'http://localhost:3100/api/verification/franceconnect/callback',
        postLogoutRedirectUri: env.FC_POST_LOGOUT_REDIRECT_URI ?? 'http://localhost:3100/auth',
      },
    ],
    Number(env.FC_STAND_IN_PORT ?? 4102),
  );
  process.stdout.write(`FranceConnect simulé sur ${standIn.issuer}\n`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
