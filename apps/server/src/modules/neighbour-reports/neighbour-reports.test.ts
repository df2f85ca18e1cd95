import type { NeighbourReportDetail, NeighbourReportsPage } from '@portmarin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller, type TestApp } from '../../../test/helpers.ts';
import { quickResidents, type QuickResident } from '../../../test/residents.ts';
import { sampleJpeg, uploadAs } from '../../../test/uploads.ts';
import { canChangeStatus, canReopen, canSeeAuthor } from './neighbour-reports.policy.ts';

let t: TestApp;
let reporter: QuickResident;
let alice: QuickResident;
let bob: QuickResident;
let moderator: QuickResident;
let admin: QuickResident;
let crowd: QuickResident[];

beforeAll(async () => {
  t = await buildTestApp();
  const residents = await quickResidents(t.app, 25);
  [reporter, alice, bob, moderator, admin] = residents as [
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
    QuickResident,
  ];
  crowd = residents.slice(5);
  await t.app.pool.query(`update "user" set role = 'moderator' where id = $1`, [moderator.id]);
  await t.app.pool.query(`update "user" set role = 'admin' where id = $1`, [admin.id]);
});
afterAll(async () => t?.close());

const call = caller(() => t);

async function report(who: QuickResident, body: object): Promise<NeighbourReportDetail> {
  const res = await call('POST', '/api/neighbour-reports', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as NeighbourReportDetail;
}

/** The JSON text of the objects of an answer about `id`: a report, an Open311 request, a log line. */
function itemsAbout(body: string, id: string): string {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.id === id || record.service_request_id === id || record.targetId === id)
        found.push(JSON.stringify(record));
      else Object.values(record).forEach(visit);
    }
  };
  visit(JSON.parse(body));
  return found.join('\n');
}

async function notificationsOf(userId: string) {
  const { rows } = await t.app.pool.query<{ type: string; content: string; link: string }>(
    `select type, content, link from notifications where user_id = $1 and type = 'neighbour_report_status'
     order by created_at`,
    [userId],
  );
  return rows;
}

describe('filing a report', () => {
  it('stores it with the type label as title by default, status Nouveau and its first history line', async () => {
    const created = await report(reporter, {
      type: 'eclairage',
      content: '  Le lampadaire devant le 12 rue des Mouettes est éteint depuis trois soirs.  ',
      locationText: '12 rue des Mouettes',
    });
    expect(created).toMatchObject({
      type: 'eclairage',
      title: 'Éclairage public',
      content: 'Le lampadaire devant le 12 rue des Mouettes est éteint depuis trois soirs.',
      locationText: '12 rue des Mouettes',
      status: 'nouveau',
      followersCount: 0,
      commentsCount: 0,
      mine: true,
      canReopen: false,
      author: null,
    });
    expect(created.history.map((h) => h.status)).toEqual(['nouveau']);
  });

  it('keeps a given title and a device position', async () => {
    const created = await report(reporter, {
      type: 'voirie',
      title: 'Nid-de-poule',
      content: 'Trou profond sur la chaussée',
      latitude: 47.7335,
      longitude: -3.3671,
    });
    expect(created).toMatchObject({ title: 'Nid-de-poule', latitude: 47.7335, longitude: -3.3671, locationText: null });
  });

  it('keeps the reporter’s description of the photo as its text alternative (RGAA 1.3)', async () => {
    const upload = await uploadAs(t.app, reporter.cookie, await sampleJpeg());
    const imageAlt = 'Sacs de gravats au pied du conteneur à verre';
    const created = await report(reporter, {
      type: 'proprete',
      content: 'Dépôt sauvage',
      uploadId: upload.id,
      imageAlt,
    });
    expect(created.imageAlt).toBe(imageAlt);
    // Without a photo, a description has nothing to describe.
    const without = await report(reporter, { type: 'proprete', content: 'Sans photo', imageAlt });
    expect(without.imageAlt).toBeNull();
  });

  it('attaches a photo sent through the upload pipeline, once', async () => {
    const upload = await uploadAs(t.app, reporter.cookie, await sampleJpeg());
    const created = await report(reporter, {
      type: 'proprete',
      content: 'Tags sur le mur du port',
      uploadId: upload.id,
    });
    expect(created.imageUrl).toMatch(/^\/uploads\//);
    const again = await call('POST', '/api/neighbour-reports', reporter, {
      type: 'proprete',
      content: 'Encore',
      uploadId: upload.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('UPLOAD_NOT_FOUND');
    const theirs = await uploadAs(t.app, alice.cookie, await sampleJpeg());
    const stolen = await call('POST', '/api/neighbour-reports', reporter, {
      type: 'proprete',
      content: 'La photo d’une autre',
      uploadId: theirs.id,
    });
    expect(stolen.statusCode).toBe(400);
  });

  it.each([
    ['blank text', { type: 'nuisances', content: '   \n ' }],
    ['no text', { type: 'nuisances' }],
    ['unknown type', { type: 'incendie', content: 'Feu' }],
    ['a type of the wrong kind', { type: 12, content: 'Bruit' }],
    ['huge text', { type: 'nuisances', content: 'a'.repeat(2001) }],
    ['a NUL', { type: 'nuisances', content: 'Bruit\u0000' }],
    ['a latitude alone', { type: 'nuisances', content: 'Bruit', latitude: 47.7 }],
    ['a latitude out of range', { type: 'nuisances', content: 'Bruit', latitude: 147.7, longitude: 3 }],
    ['a bad upload id', { type: 'nuisances', content: 'Bruit', uploadId: 'photo' }],
    ['a huge title', { type: 'nuisances', content: 'Bruit', title: 't'.repeat(121) }],
  ])('refuses %s (400)', async (_label, body) => {
    const res = await call('POST', '/api/neighbour-reports', reporter, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('says the text is required in French', async () => {
    const res = await call('POST', '/api/neighbour-reports', reporter, { type: 'nuisances', content: ' ' });
    expect(res.json().error.message).toBe('Décrivez le problème à signaler.');
  });

  it('refuses visitors (401) and suspended residents (403)', async () => {
    expect(
      (await call('POST', '/api/neighbour-reports', undefined, { type: 'plage', content: 'Algues' })).statusCode,
    ).toBe(401);
    const [suspended] = await quickResidents(t.app, 1);
    await t.app.pool.query(`update "user" set suspended_until = now() + interval '2 days' where id = $1`, [
      suspended!.id,
    ]);
    const res = await call('POST', '/api/neighbour-reports', suspended, { type: 'plage', content: 'Algues' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_SUSPENDED');
    const follow = await call(
      'POST',
      `/api/neighbour-reports/${(await report(alice, { type: 'plage', content: 'Verre' })).id}/follow`,
      suspended,
    );
    expect(follow.statusCode).toBe(403);
  });
});

describe('anonymity', () => {
  let filed: NeighbourReportDetail;
  let named: NeighbourReportDetail;
  let reporterName: string;
  beforeAll(async () => {
    filed = await report(reporter, {
      type: 'stationnement',
      content: 'Camion garé sur le trottoir',
      locationText: 'Quai Est',
    });
    named = await report(reporter, {
      type: 'stationnement',
      content: 'Voiture ventouse depuis un mois',
      locationText: 'Quai Est',
      anonymous: false,
    });
    const { rows } = await t.app.pool.query<{ name: string }>('select name from "user" where id = $1', [reporter.id]);
    reporterName = rows[0]!.name;
  });

  /** Nothing in an answer that could name the reporter: their id, username or name. */
  function expectNoReporterIn(body: string) {
    expect(body).not.toContain(reporter.id);
    expect(body).not.toContain(reporter.username);
    expect(body).not.toContain(reporterName);
  }

  it('files anonymously unless the resident gives their name, and says which', () => {
    expect(filed).toMatchObject({ anonymous: true, mine: true, author: null });
    expect(named).toMatchObject({ anonymous: false, mine: true, author: null });
  });

  it('never tells other residents nor visitors who filed it, even when named', async () => {
    for (const who of [alice, undefined]) {
      const list = await call('GET', '/api/neighbour-reports', who);
      expect(list.statusCode).toBe(200);
      for (const id of [filed.id, named.id]) {
        const item = (list.json() as NeighbourReportsPage).reports.find((r) => r.id === id);
        expect(item).toMatchObject({ author: null, mine: false });
        const one = await call('GET', `/api/neighbour-reports/${id}`, who);
        expect(one.json()).toMatchObject({ author: null, mine: false });
        expectNoReporterIn(one.body);
      }
      expectNoReporterIn(list.body);
    }
  });

  it('names a signed report to moderators and admins, for a callback', async () => {
    for (const who of [moderator, admin]) {
      const seen = (await call('GET', `/api/neighbour-reports/${named.id}`, who)).json() as NeighbourReportDetail;
      expect(seen.author).toMatchObject({ id: reporter.id, username: reporter.username, name: reporterName });
    }
  });

  it('names an anonymous reporter in no staff answer, log or Open311 answer, status changes and reopening included', async () => {
    const changed = await call('POST', `/api/neighbour-reports/${filed.id}/status`, moderator, {
      status: 'resolu',
      note: 'Fourrière passée',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reopened = await call('POST', `/api/neighbour-reports/${filed.id}/reopen`, reporter, {
      note: 'Le camion est revenu',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);

    const answers = [await call('GET', '/api/moderation/log?limit=50', admin)];
    for (const who of [moderator, admin]) {
      answers.push(
        await call('GET', `/api/neighbour-reports/${filed.id}`, who),
        await call('GET', '/api/neighbour-reports?limit=50', who),
        await call('GET', '/api/neighbour-reports/similar?type=stationnement&locationText=Quai%20Est', who),
      );
    }
    answers.push(
      await call('GET', `/open311/v2/requests/${filed.id}.json`),
      await call('GET', '/open311/v2/requests.json'),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      // Staff lists also hold the signed report, which names them: only the anonymous one's items are checked.
      const aboutIt = itemsAbout(res.body, filed.id);
      expect(aboutIt, res.body).not.toBe('');
      expectNoReporterIn(aboutIt);
    }
    const detail = (await call('GET', `/api/neighbour-reports/${filed.id}`, moderator)).json() as NeighbourReportDetail;
    expect(detail).toMatchObject({ anonymous: true, author: null, mine: false });
    expect(detail.history.map((h) => h.status)).toEqual(['nouveau', 'resolu', 'nouveau']);
    const { rows } = await t.app.pool.query<{ changed_by: string | null }>(
      'select changed_by from neighbour_report_updates where report_id = $1 order by created_at, id',
      [filed.id],
    );
    expect(rows.map((r) => r.changed_by)).toEqual([null, moderator.id, null]);
    const log = await t.app.pool.query(
      'select 1 from moderation_log where target_id = $1 and target_user_id is not null',
      [filed.id],
    );
    expect(log.rowCount).toBe(0);
  });

  it('keeps the follow-up in the app: the anonymous reporter is notified of status changes', async () => {
    const notes = await notificationsOf(reporter.id);
    expect(notes.some((n) => n.link === `/neighbors-watch/${filed.id}`)).toBe(true);
  });

  it('still gives the reporter their own reports in the account export, anonymous or not', async () => {
    const exported = (await call('GET', '/api/account/export', reporter)).json() as {
      neighbourReports: { id: string; anonymous: boolean }[];
    };
    const mine = new Map(exported.neighbourReports.map((r) => [r.id, r.anonymous]));
    expect(mine.get(filed.id)).toBe(true);
    expect(mine.get(named.id)).toBe(false);
  });

  it('tells the reporter a report is theirs, never moderators who filed an anonymous one', async () => {
    const mine = (await call('GET', `/api/neighbour-reports/${filed.id}`, reporter)).json() as NeighbourReportDetail;
    expect(mine).toMatchObject({ mine: true, author: null });
    for (const who of [moderator, admin]) {
      const seen = (await call('GET', `/api/neighbour-reports/${filed.id}`, who)).json() as NeighbourReportDetail;
      expect(seen.author).toBeNull();
    }
  });

  it('answers 404 for an unknown report and 400 for an odd id', async () => {
    const missing = await call('GET', '/api/neighbour-reports/6f1c2b4e-1111-4a4a-8b8b-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NEIGHBOUR_REPORT_NOT_FOUND');
    expect((await call('GET', '/api/neighbour-reports/42')).statusCode).toBe(400);
    expect((await call('GET', "/api/neighbour-reports/'%20or%201=1")).statusCode).toBe(400);
    expect((await call('GET', '/api/neighbour-reports?cursor=abc$')).statusCode).toBe(400);
    expect((await call('GET', '/api/neighbour-reports?limit=5000')).statusCode).toBe(400);
  });

  it('pages through the list newest first', async () => {
    const first = (await call('GET', '/api/neighbour-reports?limit=2', alice)).json() as NeighbourReportsPage;
    expect(first.reports).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = (
      await call('GET', `/api/neighbour-reports?limit=2&cursor=${first.nextCursor}`, alice)
    ).json() as NeighbourReportsPage;
    expect(second.reports[0]!.createdAt <= first.reports[1]!.createdAt).toBe(true);
    expect(second.reports.map((r) => r.id)).not.toContain(first.reports[0]!.id);
  });
});

describe('"Moi aussi"', () => {
  it('counts each follower once, under concurrency, and unfollows', async () => {
    const filed = await report(reporter, { type: 'dechets', content: 'Conteneur plein place du Marché' });
    const url = `/api/neighbour-reports/${filed.id}/follow`;
    const results = await Promise.all([...crowd, ...crowd].map((who) => call('POST', url, who)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const { rows } = await t.app.pool.query<{ counted: number; rows: number }>(
      `select followers_count as counted, (select count(*) from neighbour_report_follows where report_id = $1)::int as rows
       from neighbour_reports where id = $1`,
      [filed.id],
    );
    expect(rows[0]).toEqual({ counted: crowd.length, rows: crowd.length });
    const unfollows = await Promise.all(
      crowd.slice(0, 5).flatMap((who) => [call('DELETE', url, who), call('DELETE', url, who)]),
    );
    expect(unfollows.every((r) => r.statusCode === 200)).toBe(true);
    const seen = (await call('GET', `/api/neighbour-reports/${filed.id}`, crowd[6])).json() as NeighbourReportDetail;
    expect(seen).toMatchObject({ followersCount: crowd.length - 5, following: true });
    const left = (await call('GET', `/api/neighbour-reports/${filed.id}`, crowd[0])).json() as NeighbourReportDetail;
    expect(left.following).toBe(false);
  });

  it('refuses visitors (401) and unknown reports (404)', async () => {
    const filed = await report(reporter, { type: 'dechets', content: 'Sacs au pied du conteneur' });
    expect((await call('POST', `/api/neighbour-reports/${filed.id}/follow`)).statusCode).toBe(401);
    const missing = await call('POST', '/api/neighbour-reports/6f1c2b4e-1111-4a4a-8b8b-000000000000/follow', alice);
    expect(missing.statusCode).toBe(404);
  });
});

describe('status changes', () => {
  it('lets a moderator move a report to En cours with a note: logged, in its history, followers and reporter notified', async () => {
    // Signed with the reporter's name, so the log names them (an anonymous one's log names nobody).
    const filed = await report(reporter, {
      type: 'eclairage',
      content: 'Lampadaire clignotant rue du Phare',
      anonymous: false,
    });
    await call('POST', `/api/neighbour-reports/${filed.id}/follow`, alice);
    await call('POST', `/api/neighbour-reports/${filed.id}/follow`, bob);
    const res = await call('POST', `/api/neighbour-reports/${filed.id}/status`, moderator, {
      status: 'en_cours',
      note: 'Intervention prévue jeudi',
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as NeighbourReportDetail;
    expect(updated).toMatchObject({ status: 'en_cours', statusNote: 'Intervention prévue jeudi' });
    expect(updated.history.map((h) => [h.status, h.note])).toEqual([
      ['nouveau', null],
      ['en_cours', 'Intervention prévue jeudi'],
    ]);
    for (const who of [reporter, alice, bob]) {
      const notes = await notificationsOf(who.id);
      expect(notes.at(-1)).toEqual({
        type: 'neighbour_report_status',
        content: 'En cours : Intervention prévue jeudi',
        link: `/neighbors-watch/${filed.id}`,
      });
    }
    expect(await notificationsOf(moderator.id)).toHaveLength(0);
    const { rows } = await t.app.pool.query(
      `select moderator_id, action, target_type, target_user_id, reason from moderation_log where target_id = $1`,
      [filed.id],
    );
    expect(rows).toEqual([
      {
        moderator_id: moderator.id,
        action: 'neighbour_report.status',
        target_type: 'neighbour_report',
        target_user_id: reporter.id,
        reason: 'Intervention prévue jeudi',
      },
    ]);
  });

  it('lets an admin resolve one, and refuses residents (403) and visitors (401)', async () => {
    const filed = await report(reporter, { type: 'plage', content: 'Bouteilles cassées plage des Sables Blancs' });
    const byAlice = await call('POST', `/api/neighbour-reports/${filed.id}/status`, alice, { status: 'resolu' });
    expect(byAlice.statusCode).toBe(403);
    expect(byAlice.json().error.code).toBe('MODERATORS_ONLY');
    const byReporter = await call('POST', `/api/neighbour-reports/${filed.id}/status`, reporter, { status: 'resolu' });
    expect(byReporter.statusCode).toBe(403);
    expect(
      (await call('POST', `/api/neighbour-reports/${filed.id}/status`, undefined, { status: 'resolu' })).statusCode,
    ).toBe(401);
    const unchanged = (await call('GET', `/api/neighbour-reports/${filed.id}`)).json() as NeighbourReportDetail;
    expect(unchanged.status).toBe('nouveau');
    const res = await call('POST', `/api/neighbour-reports/${filed.id}/status`, admin, { status: 'resolu' });
    expect(res.json()).toMatchObject({ status: 'resolu', statusNote: null });
    expect((res.json() as NeighbourReportDetail).resolvedAt).toBeTruthy();
    expect((await notificationsOf(reporter.id)).at(-1)?.content).toBe('Résolu');
  });

  it('refuses an unknown status (400) and an unknown report (404)', async () => {
    const filed = await report(reporter, { type: 'voirie', content: 'Plaque d’égout descellée' });
    const bad = await call('POST', `/api/neighbour-reports/${filed.id}/status`, moderator, { status: 'ferme' });
    expect(bad.statusCode).toBe(400);
    const missing = await call(
      'POST',
      '/api/neighbour-reports/6f1c2b4e-1111-4a4a-8b8b-000000000000/status',
      moderator,
      {
        status: 'resolu',
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('reopening', () => {
  it('lets the reporter reopen a resolved report within 30 days; its followers hear of it', async () => {
    const filed = await report(reporter, { type: 'nuisances', content: 'Alarme qui sonne la nuit rue Neuve' });
    await call('POST', `/api/neighbour-reports/${filed.id}/follow`, alice);
    expect((await call('POST', `/api/neighbour-reports/${filed.id}/reopen`, reporter, {})).statusCode).toBe(409);
    await call('POST', `/api/neighbour-reports/${filed.id}/status`, moderator, {
      status: 'resolu',
      note: 'Alarme coupée',
    });
    const seen = (await call('GET', `/api/neighbour-reports/${filed.id}`, reporter)).json() as NeighbourReportDetail;
    expect(seen.canReopen).toBe(true);
    const byAlice = await call('POST', `/api/neighbour-reports/${filed.id}/reopen`, alice, {});
    expect(byAlice.statusCode).toBe(403);
    const before = (await notificationsOf(alice.id)).length;
    const res = await call('POST', `/api/neighbour-reports/${filed.id}/reopen`, reporter, {
      note: 'Elle sonne encore',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'nouveau', resolvedAt: null, canReopen: false });
    const notes = await notificationsOf(alice.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)?.content).toBe('Nouveau : Elle sonne encore');
  });

  it('refuses after 30 days (409 REOPEN_WINDOW_PASSED)', async () => {
    const filed = await report(reporter, { type: 'voirie', content: 'Panneau stop tordu' });
    await call('POST', `/api/neighbour-reports/${filed.id}/status`, moderator, { status: 'resolu' });
    await t.app.pool.query(`update neighbour_reports set resolved_at = now() - interval '31 days' where id = $1`, [
      filed.id,
    ]);
    const seen = (await call('GET', `/api/neighbour-reports/${filed.id}`, reporter)).json() as NeighbourReportDetail;
    expect(seen.canReopen).toBe(false);
    const res = await call('POST', `/api/neighbour-reports/${filed.id}/reopen`, reporter, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('REOPEN_WINDOW_PASSED');
    await t.app.pool.query(`update neighbour_reports set resolved_at = now() - interval '29 days' where id = $1`, [
      filed.id,
    ]);
    expect((await call('POST', `/api/neighbour-reports/${filed.id}/reopen`, reporter, {})).statusCode).toBe(200);
  });
});

describe('similar reports', () => {
  it('suggests open reports of the same type nearby or at the same place, recent ones only', async () => {
    const near = await report(alice, {
      type: 'stationnement',
      content: 'Voiture ventouse',
      latitude: 47.74,
      longitude: -3.37,
    });
    const placed = await report(alice, {
      type: 'stationnement',
      content: 'Camping-car sur la place',
      locationText: 'Place de l’Église',
    });
    const far = await report(alice, { type: 'stationnement', content: 'Loin', latitude: 47.76, longitude: -3.37 });
    const otherType = await report(alice, { type: 'nuisances', content: 'Bruit', latitude: 47.74, longitude: -3.37 });
    const resolved = await report(alice, {
      type: 'stationnement',
      content: 'Réglé',
      latitude: 47.74,
      longitude: -3.37,
    });
    await call('POST', `/api/neighbour-reports/${resolved.id}/status`, moderator, { status: 'resolu' });
    const old = await report(alice, { type: 'stationnement', content: 'Ancien', latitude: 47.74, longitude: -3.37 });
    await t.app.pool.query(`update neighbour_reports set created_at = now() - interval '60 days' where id = $1`, [
      old.id,
    ]);

    // About 150 m north of the first one.
    const res = await call(
      'GET',
      '/api/neighbour-reports/similar?type=stationnement&latitude=47.7413&longitude=-3.37',
      bob,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { reports: { id: string; author: unknown }[] }).reports.map((r) => r.id);
    expect(ids).toContain(near.id);
    for (const excluded of [far.id, otherType.id, resolved.id, old.id, placed.id]) expect(ids).not.toContain(excluded);

    const byPlace = await call(
      'GET',
      `/api/neighbour-reports/similar?type=stationnement&locationText=${encodeURIComponent('place de l’eglise')}`,
      bob,
    );
    expect((byPlace.json() as { reports: { id: string }[] }).reports.map((r) => r.id)).toEqual([placed.id]);
  });

  it('finds nothing without a place, and refuses bad queries (400)', async () => {
    const none = await call('GET', '/api/neighbour-reports/similar?type=plage');
    expect(none.json()).toEqual({ reports: [] });
    expect((await call('GET', '/api/neighbour-reports/similar?type=feu&latitude=1&longitude=1')).statusCode).toBe(400);
    expect((await call('GET', '/api/neighbour-reports/similar?type=plage&latitude=1')).statusCode).toBe(400);
    expect((await call('GET', '/api/neighbour-reports/similar?type=plage&latitude=abc&longitude=1')).statusCode).toBe(
      400,
    );
  });
});

describe('policy', () => {
  it('keeps authors and status changes for moderators and admins, reopening for the reporter in the window', () => {
    const signed = { anonymous: false };
    expect(canSeeAuthor(null, signed)).toBe(false);
    expect(canSeeAuthor({ id: 'a', role: 'user' }, signed)).toBe(false);
    expect(canSeeAuthor({ id: 'a', role: 'moderator' }, signed)).toBe(true);
    expect(canSeeAuthor({ id: 'a', role: 'admin' }, { anonymous: true })).toBe(false);
    expect(canChangeStatus({ id: 'a', role: 'admin' })).toBe(true);
    expect(canChangeStatus({ id: 'a', role: 'user' })).toBe(false);
    const me = { id: 'a', role: 'user' as const };
    expect(canReopen(me, { userId: 'b', status: 'resolu', withinWindow: true })).toBe('NEIGHBOUR_REPORT_REPORTER_ONLY');
    expect(canReopen(me, { userId: null, status: 'resolu', withinWindow: true })).toBe(
      'NEIGHBOUR_REPORT_REPORTER_ONLY',
    );
    expect(canReopen(me, { userId: 'a', status: 'en_cours', withinWindow: null })).toBe(
      'NEIGHBOUR_REPORT_NOT_RESOLVED',
    );
    expect(canReopen(me, { userId: 'a', status: 'resolu', withinWindow: false })).toBe('REOPEN_WINDOW_PASSED');
    expect(canReopen(me, { userId: 'a', status: 'resolu', withinWindow: true })).toBe('ok');
  });
});
