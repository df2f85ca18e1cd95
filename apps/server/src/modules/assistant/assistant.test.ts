import { ASSISTANT_SUGGESTED_QUESTIONS, type AssistantAnswer, type AssistantSource } from '@portmarin/shared';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { runSeed } from '../../seed/index.ts';
import { sampleFaq } from './assistant.seed.ts';
import { inventedFacts, normalizePhone, phonesIn } from './assistant.facts.ts';
import { QUESTIONS_PER_WINDOW } from './assistant.routes.ts';
import { answerQuestion, EMERGENCY_SENTENCE } from './assistant.service.ts';

let t: TestApp;
/** Every phone number the data holds: the town file and the rows the assistant searches. */
let knownPhones: Set<string>;

beforeAll(async () => {
  t = await buildTestApp();
  await runSeed(t.app);
  const { rows } = await t.app.pool.query<{ phone: string }>(
    `select phone from municipal_services where phone is not null
     union select phone from businesses where phone is not null
     union select contact_phone from business_pages where contact_phone is not null
     union select phone from associations where phone is not null`,
  );
  knownPhones = new Set([...rows.map((r) => normalizePhone(r.phone)), normalizePhone(t.app.town.townHall.phone)]);
}, 180_000);
afterAll(async () => t?.close());

let ip = 0;
/** Each test asks from its own address, so the throttle of one does not reach another. */
function ask(payload: unknown, remoteAddress = `10.0.0.${++ip}`) {
  return t.app.inject({ method: 'POST', url: '/api/assistant/ask', payload: payload as object, remoteAddress });
}

async function answer(question: string): Promise<AssistantAnswer> {
  const res = await ask({ question });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AssistantAnswer;
}

/** The source's row exists and is visible (upcoming and not hidden for events). */
async function resolves(source: AssistantSource): Promise<boolean> {
  const q = async (text: string, value: string) => (await t.app.pool.query(text, [value])).rowCount! > 0;
  const url = new URL(source.path, 'http://x');
  const name = url.searchParams.get('q') ?? '';
  if (url.pathname === '/municipal-services') {
    return name ? q('select 1 from municipal_services where name = $1', name) : true;
  }
  if (url.pathname === '/entreprises')
    return q('select 1 from businesses where business_name = $1 and hidden_at is null', name);
  if (url.pathname.startsWith('/event/')) {
    return q(
      'select 1 from events where id::text = $1 and hidden_at is null and cancelled_at is null and starts_at >= now()',
      url.pathname.slice('/event/'.length),
    );
  }
  if (url.pathname.startsWith('/business/')) {
    return q('select 1 from business_pages where id::text = $1 and hidden_at is null', url.pathname.slice(10));
  }
  if (url.pathname === '/associations') return q('select 1 from associations where id::text = $1', url.hash.slice(13));
  return ['/weather', '/sea'].includes(url.pathname);
}

const MORE_QUESTIONS = [
  'Quand passe le camion poubelle ?',
  'Où garer ma voiture cet été ?',
  'Le marché est-il ouvert le samedi ?',
  'Y a-t-il un médecin de garde ce week-end ?',
  'Mon voisin fait un malaise, que faire ?',
  'Comment inscrire ma fille à la cantine ?',
  'Je voudrais un acte de naissance',
  'Quels concerts sont prévus ?',
  'Où prendre un taxi pour la gare ?',
  'Comment aller sur les îles en bateau ?',
  'Où trouver une pharmacie ouverte ?',
  'Une crêperie à recommander ?',
  'La plage est-elle surveillée ?',
  'Va-t-il pleuvoir demain ?',
  'Quelle est la température de l’eau ?',
  'Comment refaire mon passeport ?',
  'Où louer un kayak ?',
  'Quelles associations sportives existent ?',
  'Combien coûte un abonnement au cinéma de Lorient ?',
  'xyzzy plugh',
];

describe('POST /api/assistant/ask', () => {
  it('answers the town hall’s hours from the data and cites the town-hall service', async () => {
    const { answer: text, sources } = await answer('Quels sont les horaires de la mairie ?');
    expect(text).toContain(t.app.town.townHall.hours);
    const service = sources.find((s) => s.kind === 'municipal-service');
    expect(service).toEqual({
      kind: 'municipal-service',
      title: 'Accueil de la mairie',
      path: '/municipal-services?q=Accueil%20de%20la%20mairie',
    });
    const { rows } = await t.app.pool.query<{ opening_hours: string }>(
      `select opening_hours from municipal_services where name = 'Accueil de la mairie'`,
    );
    expect(rows[0]!.opening_hours).toBe(t.app.town.townHall.hours);
  });

  it('points medical emergencies and health questions to the 15', async () => {
    for (const question of [
      'Mon père fait une crise cardiaque',
      'Urgence : ma voisine a un malaise',
      'Comment joindre le SAMU ?',
      'Où trouver un médecin ?',
    ]) {
      const { answer: text } = await answer(question);
      expect(text, question).toContain("En cas d'urgence médicale, appelez le 15");
      expect(text).toContain('112');
    }
    expect((await answer('Mon père fait une crise cardiaque')).answer.startsWith(EMERGENCY_SENTENCE)).toBe(true);
  });

  it('sends weather questions to the weather and sea pages, with no figure', async () => {
    const { answer: text, sources } = await answer('Quel temps fait-il aujourd’hui ?');
    expect(sources.slice(0, 2)).toEqual([
      { kind: 'weather', title: 'Météo', path: '/weather' },
      { kind: 'sea', title: 'La mer', path: '/sea' },
    ]);
    expect(text).not.toMatch(/\d+\s*°/);
  });

  it('lists upcoming events and restaurants from the data', async () => {
    const events = await answer('Quels événements sont prévus prochainement ?');
    const cited = events.sources.filter((s) => s.kind === 'event');
    expect(cited.length).toBeGreaterThan(0);
    for (const s of cited) expect(events.answer).toContain(s.title);
    const food = await answer('Où manger au bord de la mer ?');
    const { rows } = await t.app.pool.query<{ business_name: string }>(
      `select business_name from businesses where category = 'Restaurant'`,
    );
    const restaurants = new Set(rows.map((r) => r.business_name));
    expect(food.sources.some((s) => s.kind === 'business' && restaurants.has(s.title))).toBe(true);
  });

  it('answers what it cannot find with the town hall’s contacts and the services list', async () => {
    const { answer: text, sources } = await answer('xyzzy plugh');
    expect(text).toContain(t.app.town.townHall.phone);
    expect(text).toContain(t.app.town.townHall.email);
    expect(sources).toEqual([{ kind: 'page', title: 'Services municipaux', path: '/municipal-services' }]);
  });

  it('over the suggested questions and 20 more: real sources, and no phone number absent from the data', async () => {
    const questions = [...ASSISTANT_SUGGESTED_QUESTIONS, ...MORE_QUESTIONS];
    expect(questions.length).toBeGreaterThanOrEqual(ASSISTANT_SUGGESTED_QUESTIONS.length + 20);
    const faqPaths = new Set(sampleFaq(t.app.town).map((f) => f.path));
    for (const question of questions) {
      const { answer: text, sources } = await answer(question);
      expect(text.length, question).toBeGreaterThan(20);
      expect(sources.length, question).toBeGreaterThan(0);
      for (const phone of phonesIn(text)) expect(knownPhones.has(phone), `${question}: ${phone}`).toBe(true);
      for (const source of sources) {
        const ok = source.kind === 'faq' ? faqPaths.has(source.path) : await resolves(source);
        expect(ok, `${question}: ${source.path}`).toBe(true);
      }
    }
  });

  it('writes FAQ answers with only the data’s numbers', async () => {
    const { rows } = await t.app.pool.query<{ answer: string }>('select answer from assistant_faq');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(20);
    for (const r of rows) for (const phone of phonesIn(r.answer)) expect(knownPhones.has(phone), phone).toBe(true);
  });

  it('never cites hidden content', async () => {
    await t.app.pool.query(`update businesses set hidden_at = now() where business_name = 'Pizzeria du Môle'`);
    const { rows } = await t.app.pool.query<{ id: string; title: string }>(
      `update events set hidden_at = now() where id = (select id from events where starts_at > now() order by starts_at limit 1)
       returning id, title`,
    );
    const hiddenEvent = rows[0]!;
    for (const question of ['Où manger une pizza au feu de bois ?', `Quand a lieu « ${hiddenEvent.title} » ?`]) {
      const { answer: text, sources } = await answer(question);
      expect(text).not.toContain('Pizzeria du Môle');
      expect(text).not.toContain(hiddenEvent.title);
      expect(sources.map((s) => s.title)).not.toContain('Pizzeria du Môle');
      expect(sources.map((s) => s.path)).not.toContain(`/event/${hiddenEvent.id}`);
    }
  });

  it('refuses bad questions with a 400', async () => {
    for (const payload of [
      {},
      { question: '' },
      { question: '   ' },
      { question: 'x'.repeat(501) },
      { question: 42 },
    ]) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await ask({ question: `${'x'.repeat(495)}     ` })).statusCode).toBe(200);
    expect((await ask({ question: 'ok', extra: true })).statusCode).toBe(400);
    expect((await ask({ question: 'a\u0000b' })).statusCode).toBe(400);
    expect((await ask({ question: "'); drop table events; -- :* & | !" })).statusCode).toBe(200);
  });

  it('throttles a flood of questions with a 429', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < QUESTIONS_PER_WINDOW; i++)
      expect((await ask({ question: 'marché' }, from)).statusCode).toBe(200);
    const res = await ask({ question: 'marché' }, from);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('the optional LLM', () => {
  let server: http.Server;
  let reply: (body: { messages: Array<{ role: string; content: string }> }) => { status: number; content?: string };
  let seen: { auth?: string; model?: string; system?: string; user?: string } = {};
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as { model: string; messages: Array<{ role: string; content: string }> };
        seen = {
          auth: req.headers.authorization,
          model: body.model,
          system: body.messages[0]?.content,
          user: body.messages[1]?.content,
        };
        const out = req.url === '/v1/chat/completions' ? reply(body) : { status: 404 };
        res.writeHead(out.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: out.content } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const llm = () => ({ url, model: 'stub', apiKey: 'k', timeoutMs: 2000 });
  const question = 'Quels sont les horaires de la mairie ?';

  it('uses a rephrasing that keeps to the sources, with the same sources', async () => {
    const hall = t.app.town.townHall;
    reply = () => ({ status: 200, content: `La mairie vous accueille : ${hall.hours}. Appelez le ${hall.phone}.` });
    const plain = await answerQuestion(t.app.pool, t.app.town, question, null);
    const got = await answerQuestion(t.app.pool, t.app.town, question, llm());
    expect(got.answer).toBe(`La mairie vous accueille : ${hall.hours}. Appelez le ${hall.phone}.`);
    expect(got.sources).toEqual(plain.sources);
    expect(seen.auth).toBe('Bearer k');
    expect(seen.model).toBe('stub');
    expect(seen.system).toContain('uniquement à partir des sources');
    expect(seen.user).toContain(hall.hours);
    expect(seen.user).toContain(question);
  });

  it('falls back to the retrieval answer when the endpoint fails or is unreachable', async () => {
    const plain = await answerQuestion(t.app.pool, t.app.town, question, null);
    reply = () => ({ status: 500 });
    expect(await answerQuestion(t.app.pool, t.app.town, question, llm())).toEqual(plain);
    reply = () => ({ status: 200, content: '' });
    expect(await answerQuestion(t.app.pool, t.app.town, question, llm())).toEqual(plain);
    const closed = { ...llm(), url: 'http://127.0.0.1:9/v1' };
    expect(await answerQuestion(t.app.pool, t.app.town, question, closed)).toEqual(plain);
  });

  it('falls back when the LLM invents a phone number, an e-mail or an address', async () => {
    const plain = await answerQuestion(t.app.pool, t.app.town, question, null);
    for (const invented of [
      'Appelez le 02 98 12 34 56.',
      'Appelez le +33 6 12 34 56 78.',
      'Écrivez à accueil@mairie-inventee.fr.',
      'Rendez-vous au 14 rue des Lilas.',
    ]) {
      reply = () => ({ status: 200, content: `La mairie est ouverte. ${invented}` });
      expect(await answerQuestion(t.app.pool, t.app.town, question, llm()), invented).toEqual(plain);
    }
  });

  it('keeps the 15 in an emergency answer', async () => {
    reply = () => ({ status: 200, content: 'Restez auprès de la personne.' });
    const got = await answerQuestion(t.app.pool, t.app.town, 'Mon voisin fait un malaise', llm());
    expect(got.answer.startsWith(EMERGENCY_SENTENCE)).toBe(true);
  });

  it('finds the facts an answer invents', () => {
    const sources = 'Mairie, 1 place de la Mairie, téléphone 02 97 00 00 00, contact@mairie-portmarin.fr';
    expect(inventedFacts('Au 1 place de la Mairie, au 02.97.00.00.00 ou +33 2 97 00 00 00.', sources)).toEqual([]);
    expect(inventedFacts('Au 0297000001, 3 rue du Port, x@y.fr', sources)).toEqual([
      '0297000001',
      'x@y.fr',
      '3 rue du port',
    ]);
  });
});
