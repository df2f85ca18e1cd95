import { ALERT_CATEGORY, type AnnouncementCategory, type PushPayload } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { announcementPath, publisherOf, recordDelivery, residentIds } from './announcements.service.ts';

/**
 * Tells the town about a new announcement, after it is committed (decision 0079):
 * - an « Alerte » is pushed to every registered device at once (residents' and visitors'),
 *   urgent for the push services and through quiet hours; the bell gets it without a second push;
 * - the other categories go to the residents' bells and to their devices as a normal push, which
 *   quiet hours hold.
 * The DeliveryReport is stored on the announcement for the mairie.
 */
export async function deliverAnnouncement(app: FastifyInstance, id: string, publisherId: string): Promise<void> {
  const { rows } = await app.pool.query<{ category: AnnouncementCategory; title: string }>(
    'select category, title from announcements where id = $1 and withdrawn_at is null',
    [id],
  );
  const announcement = rows[0];
  if (!announcement) return;
  const urgent = announcement.category === ALERT_CATEGORY;
  const path = announcementPath(id);
  const payload: PushPayload = {
    title: `${publisherOf(app.town)} · ${announcement.category}`,
    body: announcement.title,
    // The page counts an open from the push once per resident.
    url: `${path}?source=push`,
    tag: `announcement-${id}`,
  };
  const residents = await residentIds(app.pool, publisherId);
  const [report] = await Promise.all([
    urgent ? app.push.broadcast(payload, { urgent: true }) : app.push.sendToUsers(residents, payload),
    app.notifier.notifyAll(residents, {
      actorId: null,
      type: 'official_announcement',
      content: `${announcement.category} : ${announcement.title}`,
      link: `${path}?source=notification`,
      push: false,
    }),
  ]);
  await recordDelivery(app.pool, id, report);
}
