import * as oidc from 'openid-client';
import { z } from 'zod';

/**
 * The OpenID Connect client of FranceConnect (docs/decisions/0089-franceconnect-identity.md):
 * discovery, the authorization URL (state, nonce, PKCE S256, eidas1), the code exchange, and the
 * checks of what comes back: the ID token and the userinfo answer both as signed JWTs, the `acr`.
 */

/** The scopes FranceConnect is asked for: only what the rules need (data minimisation). */
export const FRANCECONNECT_SCOPES = 'openid given_name family_name birthdate';
/** The eIDAS level asked for, and those accepted in the ID token's `acr` (eidas1 or stronger). */
export const REQUESTED_ACR = 'eidas1';
const ACCEPTED_ACR = new Set(['eidas1', 'eidas2', 'eidas3']);
/** FranceConnect signs its ID tokens and its userinfo answers with RS256 (or ES256). */
const SIGNING_ALG = 'RS256';
/** Seconds a request to FranceConnect may take before it counts as an outage. */
const TIMEOUT_SECONDS = 10;

export type FranceConnectSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback registered at FranceConnect. */
  redirectUri: string;
  /** Where FranceConnect's logout sends the browser back (registered too). */
  postLogoutRedirectUri: string;
};

/** What the browser's round trip must bring back unchanged: kept server-side, never in the URL. */
export type FlowSecrets = { state: string; nonce: string; codeVerifier: string };

/** The identity FranceConnect vouched for. `sub` and `idToken` are never stored in the database. */
export type FranceConnectIdentity = {
  sub: string;
  givenName: string;
  familyName: string;
  birthdate: string;
  idToken: string;
};

/** Why an identification did not end in an identity. */
export type FranceConnectFailure = 'refused' | 'unavailable' | 'failed';

export class FranceConnectError extends Error {
  constructor(
    readonly reason: FranceConnectFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const UserInfoClaims = z.object({
  given_name: z.string().trim().min(1).max(300),
  family_name: z.string().trim().min(1).max(300),
  birthdate: z.iso.date(),
});

/** An outage (no answer, a timeout, a 5xx) rather than an answer that fails its checks. */
function isOutage(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed: refused connection, DNS…
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Response) return cause.status >= 500;
  if ((error as { status?: unknown }).status !== undefined) return Number((error as { status: number }).status) >= 500;
  return cause instanceof Error && isOutage(cause);
}

function asFranceConnectError(error: unknown, step: string): FranceConnectError {
  if (error instanceof FranceConnectError) return error;
  return isOutage(error)
    ? new FranceConnectError('unavailable', `FranceConnect unreachable at ${step}`, { cause: error })
    : new FranceConnectError('failed', `FranceConnect answer refused at ${step}`, { cause: error });
}

export type FranceConnectClient = ReturnType<typeof franceConnectClient>;

export function franceConnectClient(settings: FranceConnectSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;

  /** Discovery once, kept while it holds; a failed one is asked again next time. */
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        {
          client_secret: settings.clientSecret,
          id_token_signed_response_alg: SIGNING_ALG,
          // Makes an unsigned (JSON) userinfo answer an error: FranceConnect signs it.
          userinfo_signed_response_alg: SIGNING_ALG,
        },
        oidc.ClientSecretPost(settings.clientSecret),
        {
          timeout: TIMEOUT_SECONDS,
          execute: [
            // Checks the signatures of the ID token and of the userinfo JWT against the provider's keys.
            oidc.enableNonRepudiationChecks,
            // Only a test provider on loopback is http: FRANCECONNECT_ISSUER is https in production.
            ...(new URL(settings.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
          ],
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw asFranceConnectError(error, 'discovery');
      });
    return discovered;
  }

  return {
    /** The authorization URL to send the browser to, and the secrets its return must match. */
    async start(): Promise<{ url: string; secrets: FlowSecrets }> {
      const config = await configuration();
      const secrets: FlowSecrets = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: FRANCECONNECT_SCOPES,
        acr_values: REQUESTED_ACR,
        state: secrets.state,
        nonce: secrets.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'login consent',
      });
      return { url: url.href, secrets };
    },

    /**
     * The callback's URL exchanged for the identity: state, PKCE and nonce checked, the ID token's
     * and the userinfo's signatures checked, `acr` at least eidas1, the userinfo's `sub` the ID token's.
     */
    async finish(callbackUrl: URL, secrets: FlowSecrets): Promise<FranceConnectIdentity> {
      const config = await configuration();
      const error = callbackUrl.searchParams.get('error');
      if (error) {
        throw new FranceConnectError(error === 'access_denied' ? 'refused' : 'failed', `FranceConnect said ${error}`);
      }
      const tokens = await oidc
        .authorizationCodeGrant(config, callbackUrl, {
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          pkceCodeVerifier: secrets.codeVerifier,
          idTokenExpected: true,
        })
        .catch((e: unknown) => {
          throw asFranceConnectError(e, 'token');
        });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new FranceConnectError('failed', 'no ID token');
      if (typeof claims.acr !== 'string' || !ACCEPTED_ACR.has(claims.acr)) {
        throw new FranceConnectError('failed', `acr ${String(claims.acr)} below ${REQUESTED_ACR}`);
      }
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch((e: unknown) => {
        throw asFranceConnectError(e, 'userinfo');
      });
      const parsed = UserInfoClaims.safeParse(userInfo);
      if (!parsed.success) throw new FranceConnectError('failed', 'userinfo lacks a claim');
      return {
        sub: claims.sub,
        givenName: parsed.data.given_name,
        familyName: parsed.data.family_name,
        birthdate: parsed.data.birthdate,
        idToken: tokens.id_token,
      };
    },

    /** FranceConnect's logout URL for the session this ID token opened. */
    async endSessionUrl(idToken: string): Promise<string> {
      const config = await configuration();
      return oidc.buildEndSessionUrl(config, {
        id_token_hint: idToken,
        post_logout_redirect_uri: settings.postLogoutRedirectUri,
        state: oidc.randomState(),
      }).href;
    },
  };
}
