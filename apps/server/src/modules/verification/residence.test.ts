import {
  RESIDENCE_CODE_ALPHABET,
  type ResidenceDesk,
  type ResidentSearchResults,
  type VerificationStatus,
} from '@portmarin/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { RESIDENCE_EXPIRY_JOB } from './index.ts';
import { toWinAnsi } from './residence-letters.ts';
import { attemptsLeftText, canManageResidence, letterRecipient, mayRequestLetter } from './residence.policy.ts';
import { newResidenceCode, printLetters, requestLetter } from './residence.service.ts';
import { isVerifiedResident } from './verified-resident.ts';

let t: TestApp;
let mairie: QuickResident;
let admin: QuickResident;
let moderator: QuickResident;
const call = caller(() => t);

/** Port-Marin's addresses for these tests (the seed is demo data, not in test databases). */
const ADDRESSES = Array.from({ length: 12 }, (_, i) => ({
  id: `56999_0200_${String(i + 1).padStart(5, '0')}`,
  numero: i + 1,
  label: `${i + 1} rue des Goélands, 56290 Port-Marin`,
}));
const address = (i: number) => ADDRESSES[i]!.id;

beforeAll(async () => {
  t = await buildTestApp();
  [mairie, admin, moderator] = (await quickResidents(t.app, 3)) as [QuickResident, QuickResident, QuickResident];
  await t.app.pool.query(`update "user" set role = 'mairie' where id = $1`, [mairie.id]);
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  for (const a of ADDRESSES) {
    await t.app.pool.query(
      `insert into town_addresses (id, numero, rep, nom_voie, code_postal, code_insee, nom_commune, lon, lat, label)
       values ($1, $2, '', 'Rue des Goélands', '56290', '56999', 'Port-Marin', -3.37, 47.73, $3)`,
      [a.id, a.numero, a.label],
    );
  }
});
afterAll(async () => t?.close());

/** A new resident with a name of their own (the letter's name is the account's here: no FranceConnect). */
async function resident(name = 'Yann Le Floch'): Promise<QuickResident> {
  const [r] = (await quickResidents(t.app, 1)) as [QuickResident];
  await t.app.pool.query('update "user" set name = $2 where id = $1', [r.id, name]);
  return r;
}

async function status(who: QuickResident): Promise<VerificationStatus> {
  const res = await call('GET', '/api/verification', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function askLetter(who: QuickResident, i: number) {
  const res = await call('POST', '/api/verification/residence/letter', who, { addressId: address(i) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VerificationStatus;
}

/** The town hall downloads the PDF: its text, and each code found in it (K7MP-3XQA, dash removed). */
async function print(by: QuickResident = mairie): Promise<{ text: string; codes: string[] }> {
  const res = await call('POST', '/api/verification/residence/letters', by);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  const alphabet = `[${RESIDENCE_CODE_ALPHABET}]`;
  const codes = [...text.matchAll(new RegExp(`\\b(${alphabet}{4})-(${alphabet}{4})\\b`, 'g'))].map(
    (m) => m[1]! + m[2]!,
  );
  return { text, codes };
}

/** The resident's letter printed (alone in the PDF: everything pending is printed first) and its code. */
async function letterCode(who: QuickResident, i: number): Promise<string> {
  await askLetter(who, i);
  const { codes } = await print();
  expect(codes).toHaveLength(1);
  return codes[0]!;
}

const typeCode = (who: QuickResident, code: string) => call('POST', '/api/verification/residence/code', who, { code });

async function notificationsOf(who: QuickResident): Promise<Array<{ type: string; content: string; link: string }>> {
  const { rows } = await t.app.pool.query(
    'select type, content, link from notifications where user_id = $1 order by created_at, id',
    [who.id],
  );
  return rows;
}

async function isVerified(who: QuickResident): Promise<boolean> {
  const { rows } = await t.app.pool.query<{ ok: boolean }>(`select ${isVerifiedResident('$1')} as ok`, [who.id]);
  return rows[0]!.ok;
}

async function logged(who: QuickResident, action: string) {
  const { rows } = await t.app.pool.query(
    'select moderator_id, reason, details from moderation_log where target_user_id = $1 and action = $2',
    [who.id, action],
  );
  return rows;
}

describe('the rules as plain functions', () => {
  it('lets the mairie right and admins manage residence, not moderators or residents', () => {
    expect(canManageResidence({ role: 'mairie' })).toBe(true);
    expect(canManageResidence({ role: 'admin' })).toBe(true);
    expect(canManageResidence({ role: 'moderator' })).toBe(false);
    expect(canManageResidence({ role: 'user' })).toBe(false);
    expect(canManageResidence(null)).toBe(false);
  });

  it('addresses a letter to FranceConnect’s names where the town offers it, and refuses without them', () => {
    const identity = { givenName: 'Anne', familyName: 'LE BIHAN' };
    expect(letterRecipient(true, identity, 'annette')).toEqual({ name: 'Anne LE BIHAN' });
    expect(letterRecipient(true, null, 'annette')).toEqual({ refused: 'RESIDENCE_IDENTITY_REQUIRED' });
    expect(letterRecipient(false, null, 'Anne Le Bihan')).toEqual({ name: 'Anne Le Bihan' });
  });

  it('opens the renewal three months before the end, and never blocks a pending request', () => {
    const now = new Date('2027-01-15T10:00:00Z');
    expect(mayRequestLetter(null, now)).toBe(true);
    expect(mayRequestLetter({ state: 'letter_sent', expiresAt: null }, now)).toBe(true);
    expect(mayRequestLetter({ state: 'verified', expiresAt: new Date('2027-06-01T00:00:00Z') }, now)).toBe(false);
    expect(mayRequestLetter({ state: 'verified', expiresAt: new Date('2027-04-10T00:00:00Z') }, now)).toBe(true);
    expect(mayRequestLetter({ state: 'verified', expiresAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe(true);
  });

  it('says the tries left in French', () => {
    expect(attemptsLeftText(1)).toBe('Il vous reste 1 essai.');
    expect(attemptsLeftText(4)).toBe('Il vous reste 4 essais.');
  });

  it('draws codes from the unambiguous alphabet only', () => {
    for (let i = 0; i < 200; i++) expect(newResidenceCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
  });

  it('keeps what the PDF’s standard fonts can encode', () => {
    expect(toWinAnsi('Łukasz Dvořák\u202f: « Œuvre »')).toBe('Lukasz Dvorák\u00a0: « Œuvre »');
    expect(toWinAnsi('李')).toBe('?');
  });
});

describe('who may call the residence routes', () => {
  const residentRoutes = [
    ['POST', '/api/verification/residence/letter', { addressId: 'x' }],
    ['POST', '/api/verification/residence/code', { code: 'ABCD-EFGH' }],
  ] as const;
  const mairieRoutes = [
    ['GET', '/api/verification/residence/desk', undefined],
    ['GET', '/api/verification/residence/residents?q=yann', undefined],
    ['POST', '/api/verification/residence/letters', undefined],
    ['POST', '/api/verification/residence/counter', { userId: 'x', addressId: address(0), document: 'Facture EDF' }],
    ['POST', '/api/verification/residence/x/confirm', undefined],
    ['POST', '/api/verification/residence/x/refuse', { reason: 'Adresse inconnue' }],
    ['POST', '/api/verification/residence/x/revoke', { reason: 'A déménagé' }],
  ] as const;

  it('refuses a visitor everywhere (401)', async () => {
    for (const [method, url, body] of [...residentRoutes, ...mairieRoutes]) {
      const res = await call(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a resident, even a verified one, and a moderator on the town hall’s routes (403)', async () => {
    const verified = await resident();
    await call('POST', '/api/verification/residence/counter', mairie, {
      userId: verified.id,
      addressId: address(11),
      document: 'Passeport et facture d’eau',
    });
    for (const who of [await resident(), verified, moderator]) {
      for (const [method, url, body] of mairieRoutes) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('RESIDENCE_MAIRIE_ONLY');
      }
    }
  });

  it('lets an admin open the desk', async () => {
    const res = await call('GET', '/api/verification/residence/desk', admin);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a letter', () => {
  it('refuses an address that is not the town’s, and an empty one', async () => {
    const r = await resident();
    const unknown = await call('POST', '/api/verification/residence/letter', r, { addressId: '56999_9999_00001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('RESIDENCE_ADDRESS_NOT_FOUND');
    const empty = await call('POST', '/api/verification/residence/letter', r, { addressId: '' });
    expect(empty.statusCode).toBe(400);
    expect((await status(r)).residence).toBeNull();
  });

  it('goes from the request to the PDF to the code typed: « Résident vérifié » for two years', async () => {
    const r = await resident('Gwenaëlle Tanguy');
    const asked = await askLetter(r, 0);
    expect(asked.residence).toMatchObject({
      state: 'letter_requested',
      method: 'letter',
      address: { id: address(0), label: ADDRESSES[0]!.label },
    });
    expect(
      ((await call('GET', '/api/verification/residence/desk', mairie)).json() as ResidenceDesk).lettersToPrint,
    ).toBe(1);

    const { text, codes } = await print();
    expect(text).toContain('Gwenaëlle Tanguy');
    expect(text).toContain('1 Rue des Goélands');
    expect(text).toContain('56290 PORT-MARIN');
    expect(text).toContain('Mairie de Port-Marin');
    expect(text).toContain('http://localhost:3999/verification');
    expect(codes).toHaveLength(1);

    const sent = await status(r);
    expect(sent.residence).toMatchObject({ state: 'letter_sent', codeAttemptsLeft: 5 });
    const days = (Date.parse(sent.residence!.codeExpiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThan(60.1);
    expect(
      ((await call('GET', '/api/verification/residence/desk', mairie)).json() as ResidenceDesk).lettersToPrint,
    ).toBe(0);

    // Typed as a resident might: lower case, a space instead of the dash.
    const typed = codes[0]!.toLowerCase();
    const res = await typeCode(r, `${typed.slice(0, 4)} ${typed.slice(4)}`);
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json() as VerificationStatus;
    expect(done.verifiedResident).toBe(true);
    expect(done.residence?.state).toBe('verified');
    const years =
      (Date.parse(done.residence!.expiresAt!) - Date.parse(done.residence!.verifiedAt!)) / (365.25 * 86_400_000);
    expect(years).toBeCloseTo(2, 1);
    expect(await isVerified(r)).toBe(true);
    expect((await notificationsOf(r)).map((n) => n.type)).toEqual(['residence_letter_sent', 'residence_verified']);
    expect((await notificationsOf(r))[0]!.link).toBe('/verification');
  });

  it('stores no code in clear', async () => {
    const r = await resident();
    const code = await letterCode(r, 1);
    const { rows } = await t.app.pool.query(
      'select row_to_json(v)::text as row from residence_verifications v where user_id = $1',
      [r.id],
    );
    expect(rows[0].row).not.toContain(code);
    expect(rows[0].row).toMatch(/"code_hash":"[0-9a-f]{64}"/);
  });

  it('works once only', async () => {
    const r = await resident();
    const code = await letterCode(r, 1);
    expect((await typeCode(r, code)).statusCode).toBe(200);
    const again = await typeCode(r, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RESIDENCE_NO_CODE');
  });

  it('does not work for another resident, and still works for its own', async () => {
    const anne = await resident('Anne Le Bihan');
    const loic = await resident('Loïc Guégan');
    await askLetter(anne, 2);
    await askLetter(loic, 3);
    const { text, codes } = await print();
    expect(codes).toHaveLength(2);
    // Printed in the order asked: Anne's letter first.
    expect(text.indexOf('Anne Le Bihan')).toBeLessThan(text.indexOf('Loïc Guégan'));
    const [annesCode, loicsCode] = codes as [string, string];
    const stolen = await typeCode(loic, annesCode);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toEqual({
      code: 'RESIDENCE_CODE_WRONG',
      message: 'Ce code ne correspond pas à celui de votre courrier. Il vous reste 4 essais.',
    });
    expect((await typeCode(anne, annesCode)).statusCode).toBe(200);
    expect((await typeCode(loic, loicsCode)).statusCode).toBe(200);
  });

  it('locks after five wrong tries, even against the right code, until a new letter', async () => {
    const r = await resident();
    const code = await letterCode(r, 4);
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    for (let left = 4; left >= 1; left--) {
      const res = await typeCode(r, wrong);
      expect(res.json().error.message).toContain(attemptsLeftText(left));
    }
    const fifth = await typeCode(r, wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().error.code).toBe('RESIDENCE_CODE_LOCKED');
    const right = await typeCode(r, code);
    expect(right.json().error.code).toBe('RESIDENCE_CODE_LOCKED');
    expect((await status(r)).residence?.codeAttemptsLeft).toBe(0);

    const fresh = await letterCode(r, 4);
    expect((await status(r)).residence?.codeAttemptsLeft).toBe(5);
    expect((await typeCode(r, fresh)).statusCode).toBe(200);
  });

  it('refuses an expired code (410)', async () => {
    const r = await resident();
    const code = await letterCode(r, 5);
    await t.app.pool.query(
      `update residence_verifications set code_expires_at = now() - interval '1 minute' where user_id = $1`,
      [r.id],
    );
    const res = await typeCode(r, code);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('RESIDENCE_CODE_EXPIRED');
    expect(await isVerified(r)).toBe(false);
  });

  it('refuses a malformed code without counting a try', async () => {
    const r = await resident();
    await letterCode(r, 5);
    const res = await typeCode(r, 'ABC');
    expect(res.statusCode).toBe(400);
    expect((await status(r)).residence?.codeAttemptsLeft).toBe(5);
  });

  it('is replaced by a new request before it is printed', async () => {
    const r = await resident();
    await askLetter(r, 0);
    const moved = await askLetter(r, 6);
    expect(moved.residence?.address.id).toBe(address(6));
    const { codes } = await print();
    expect(codes).toHaveLength(1);
  });
});

describe('where the town offers FranceConnect', () => {
  it('asks for the identity first, then addresses the letter to FranceConnect’s names', async () => {
    const r = await resident('pseudo_du_port');
    const ask = () => requestLetter(t.app.pool, { userId: r.id, addressId: address(7), franceConnectOffered: true });
    await expect(ask()).rejects.toMatchObject({ code: 'RESIDENCE_IDENTITY_REQUIRED' });
    const { rows } = await t.app.pool.query(
      'select count(*)::int as n from residence_verifications where user_id = $1',
      [r.id],
    );
    expect(rows[0].n).toBe(0);

    await t.app.pool.query(
      `insert into resident_identities (user_id, sub_hash, given_name, family_name, birthdate)
       values ($1, $2, 'Maëlle', 'KERGOAT', '1990-04-02')`,
      [r.id, `hash-${r.id}`],
    );
    await ask();
    const { pdf } = await printLetters(t.app.pool, {
      staffId: mairie.id,
      secret: 'x'.repeat(40),
      franceConnectOffered: true,
      sender: {
        ...t.app.town.townHall,
        townName: t.app.town.townName,
        productName: t.app.town.productName,
        verificationUrl: 'https://portmarin.fr/verification',
      },
    });
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text).toContain('Maëlle KERGOAT');
    expect(text).not.toContain('pseudo_du_port');
  });
});

describe('the per-address cap', () => {
  it('waits for the town hall past it, which confirms or refuses with a reason', async () => {
    const cap = t.app.town.verification.residentsPerAddress;
    const neighbours = await quickResidents(t.app, cap);
    for (const n of neighbours) {
      const res = await call('POST', '/api/verification/residence/counter', mairie, {
        userId: n.id,
        addressId: address(8),
        document: 'Facture d’électricité',
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    // At the cap, a letter's code no longer verifies by itself.
    const ninth = await resident('Erwan Le Gall');
    const res = await typeCode(ninth, await letterCode(ninth, 8));
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as VerificationStatus).residence?.state).toBe('awaiting_confirmation');
    expect(await isVerified(ninth)).toBe(false);
    const desk = (await call('GET', '/api/verification/residence/desk', mairie)).json() as ResidenceDesk;
    expect(desk.awaiting.map((a) => a.id)).toContain(ninth.id);
    expect(desk.residentsPerAddress).toBe(cap);

    expect((await call('POST', `/api/verification/residence/${ninth.id}/confirm`, mairie)).statusCode).toBe(204);
    expect(await isVerified(ninth)).toBe(true);
    expect(await logged(ninth, 'residence.confirm')).toHaveLength(1);
    const twice = await call('POST', `/api/verification/residence/${ninth.id}/confirm`, mairie);
    expect(twice.json().error.code).toBe('RESIDENCE_NOT_AWAITING');

    const tenth = await resident();
    await typeCode(tenth, await letterCode(tenth, 8));
    const refused = await call('POST', `/api/verification/residence/${tenth.id}/refuse`, mairie, {
      reason: 'Logement d’une seule pièce',
    });
    expect(refused.statusCode, refused.body).toBe(204);
    const seen = await status(tenth);
    expect(seen.residence).toMatchObject({ state: 'revoked', revokeReason: 'Logement d’une seule pièce' });
    expect(seen.verifiedResident).toBe(false);
    expect((await notificationsOf(ninth)).map((n) => n.type)).toContain('residence_confirmed');
    expect((await notificationsOf(tenth)).at(-1)).toMatchObject({
      type: 'residence_refused',
      content: 'Logement d’une seule pièce',
    });
  });
});

describe('at the counter', () => {
  it('finds the resident, verifies them with the document seen, logs and notifies it', async () => {
    const r = await resident('Soizic Le Dantec');
    const found = await call('GET', '/api/verification/residence/residents?q=soizic le d', mairie);
    expect(found.statusCode, found.body).toBe(200);
    expect((found.json() as ResidentSearchResults).residents.map((p) => p.id)).toEqual([r.id]);

    const res = await call('POST', '/api/verification/residence/counter', mairie, {
      userId: r.id,
      addressId: address(9),
      document: 'Carte d’identité et avis de taxe foncière',
    });
    expect(res.statusCode, res.body).toBe(204);
    const seen = await status(r);
    expect(seen.verifiedResident).toBe(true);
    expect(seen.residence).toMatchObject({ method: 'counter', state: 'verified' });
    const log = await logged(r, 'residence.verify');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ moderator_id: mairie.id, details: { addressId: address(9) } });
    expect(log[0].reason).toContain('Carte d’identité et avis de taxe foncière');
    expect((await notificationsOf(r)).map((n) => n.type)).toEqual(['residence_verified']);
  });

  it('writes nothing for an unknown address or resident', async () => {
    const r = await resident();
    const noAddress = await call('POST', '/api/verification/residence/counter', mairie, {
      userId: r.id,
      addressId: '56999_9999_00009',
      document: 'Passeport',
    });
    expect(noAddress.statusCode).toBe(404);
    const nobody = await call('POST', '/api/verification/residence/counter', mairie, {
      userId: 'personne',
      addressId: address(9),
      document: 'Passeport',
    });
    expect(nobody.json().error.code).toBe('RESIDENCE_RESIDENT_NOT_FOUND');
    expect((await status(r)).residence).toBeNull();
    expect(await logged(r, 'residence.verify')).toHaveLength(0);
  });

  it('asks for the document seen', async () => {
    const r = await resident();
    const res = await call('POST', '/api/verification/residence/counter', mairie, {
      userId: r.id,
      addressId: address(9),
      document: '   ',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('revocation', () => {
  it('ends a verification with a reason, logged and told to the resident', async () => {
    const r = await resident();
    await call('POST', '/api/verification/residence/counter', mairie, {
      userId: r.id,
      addressId: address(10),
      document: 'Quittance de loyer',
    });
    const res = await call('POST', `/api/verification/residence/${r.id}/revoke`, mairie, { reason: 'A déménagé' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await isVerified(r)).toBe(false);
    expect((await status(r)).residence).toMatchObject({ state: 'revoked', revokeReason: 'A déménagé' });
    expect(await logged(r, 'residence.revoke')).toEqual([
      expect.objectContaining({ moderator_id: mairie.id, reason: 'A déménagé' }),
    ]);
    expect((await notificationsOf(r)).at(-1)).toMatchObject({ type: 'residence_revoked', content: 'A déménagé' });
    const again = await call('POST', `/api/verification/residence/${r.id}/revoke`, mairie, { reason: 'A déménagé' });
    expect(again.json().error.code).toBe('RESIDENCE_NOT_VERIFIED');
  });

  it('asks for a reason', async () => {
    const r = await resident();
    const res = await call('POST', `/api/verification/residence/${r.id}/revoke`, mairie, { reason: '' });
    expect(res.statusCode).toBe(400);
  });

  it('leaves a revoked resident unverified when they ask for a new letter', async () => {
    const r = await resident();
    await call('POST', '/api/verification/residence/counter', mairie, {
      userId: r.id,
      addressId: address(10),
      document: 'Quittance de loyer',
    });
    await call('POST', `/api/verification/residence/${r.id}/revoke`, mairie, { reason: 'A déménagé' });
    const asked = await askLetter(r, 11);
    expect(asked.verifiedResident).toBe(false);
    expect(asked.residence?.expiresAt).toBeNull();
    await print();
  });
});

describe('two years, then renewal', () => {
  async function verifiedAtCounter(i: number): Promise<QuickResident> {
    const r = await resident();
    await call('POST', '/api/verification/residence/counter', mairie, {
      userId: r.id,
      addressId: address(i),
      document: 'Facture de gaz',
    });
    return r;
  }

  const setDates = (r: QuickResident, verifiedAgo: string, expiresIn: string) =>
    t.app.pool.query(
      `update residence_verifications set verified_at = now() - $2::interval, expires_at = now() + $3::interval
       where user_id = $1`,
      [r.id, verifiedAgo, expiresIn],
    );

  it('expires two years after the verification', async () => {
    const r = await verifiedAtCounter(3);
    await setDates(r, '2 years 1 day', '-1 day');
    const seen = await status(r);
    expect(seen.residence?.state).toBe('expired');
    expect(seen.verifiedResident).toBe(false);
    expect(await isVerified(r)).toBe(false);
  });

  it('refuses a renewal more than three months before the end', async () => {
    const r = await verifiedAtCounter(3);
    const res = await call('POST', '/api/verification/residence/letter', r, { addressId: address(3) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('RESIDENCE_ALREADY_VERIFIED');
  });

  it('renews from three months before the end, verified meanwhile, for two new years', async () => {
    const r = await verifiedAtCounter(3);
    await setDates(r, '22 months', '2 months');
    const asked = await askLetter(r, 3);
    expect(asked.residence?.state).toBe('letter_requested');
    expect(asked.verifiedResident).toBe(true);
    const { codes } = await print();
    const res = await typeCode(r, codes[0]!);
    const renewed = res.json() as VerificationStatus;
    expect(renewed.residence?.state).toBe('verified');
    expect(Date.parse(renewed.residence!.expiresAt!) - Date.now()).toBeGreaterThan(700 * 86_400_000);
  });

  it('renews once expired', async () => {
    const r = await verifiedAtCounter(3);
    await setDates(r, '2 years 1 day', '-1 day');
    expect((await askLetter(r, 3)).residence?.state).toBe('letter_requested');
    await print();
  });

  it('tells the resident 30 days before the end, once', async () => {
    const r = await verifiedAtCounter(4);
    await setDates(r, '23 months', '20 days');
    await t.app.jobs.run(RESIDENCE_EXPIRY_JOB);
    await t.app.jobs.run(RESIDENCE_EXPIRY_JOB);
    const expiring = (await notificationsOf(r)).filter((n) => n.type === 'residence_expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]!.content).toMatch(/^Fin le \d{1,2} \p{L}+ \d{4}$/u);
  });

  it('does not tell a resident whose verification ends later', async () => {
    const r = await verifiedAtCounter(4);
    await t.app.jobs.run(RESIDENCE_EXPIRY_JOB);
    expect((await notificationsOf(r)).map((n) => n.type)).not.toContain('residence_expiring');
  });
});

describe('the account', () => {
  it('exports the residence (method, dates, address) and erases it with the account', async () => {
    const r = await resident();
    await call('POST', '/api/verification/residence/counter', mairie, {
      userId: r.id,
      addressId: address(2),
      document: 'Facture d’eau',
    });
    const exported = await call('GET', '/api/account/export', r);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().residence).toEqual([
      expect.objectContaining({ address: ADDRESSES[2]!.label, method: 'counter', state: 'verified' }),
    ]);
    const erased = await call('DELETE', '/api/account', r, { confirmEmail: r.email });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const { rowCount } = await t.app.pool.query('select 1 from residence_verifications where user_id = $1', [r.id]);
    expect(rowCount).toBe(0);
  });
});

describe('the town hall’s download', () => {
  it('answers 409 when no letter waits', async () => {
    const res = await call('POST', '/api/verification/residence/letters', mairie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('RESIDENCE_NO_LETTERS');
  });
});
