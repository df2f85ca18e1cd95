import type { AnnouncementCategory, MailAlertScope } from '@portmarin/shared';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../plugins/mail.ts';
import { listUnsubscribeHeaders } from '../../plugins/unsubscribe.ts';

/** What a scope receives, as the mails and pages say it. */
export const scopeText = (scope: MailAlertScope): string =>
  scope === 'alerts' ? 'les alertes' : 'toutes les annonces';

/** The footer every mail of the list carries: why it came, and the way out. */
type ListFooter = { publisher: string; unsubscribeUrl: string; unsubscribeMailbox: string };

const paragraphsHtml = (paragraphs: string[]) =>
  paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');

/** The double opt-in's mail: nothing else is sent to an address before its link is used. */
export function confirmationMail(opts: {
  to: string;
  scope: MailAlertScope;
  confirmUrl: string;
  productName: string;
  footer: ListFooter;
}): MailMessage {
  const { footer } = opts;
  const intro = `Pour recevoir par e-mail ${scopeText(opts.scope)} de la ${footer.publisher}, confirmez votre adresse. Le lien est valable 48 heures.`;
  const ignore =
    'Vous n’avez rien demandé ? Ignorez ce message : sans confirmation, votre adresse sera effacée d’elle-même.';
  const action = 'Confirmer mon abonnement';
  const leave = 'Effacer mon adresse maintenant';
  return {
    to: opts.to,
    subject: `Confirmez votre abonnement aux annonces — ${opts.productName}`,
    text: `Bonjour,\n\n${intro}\n\n${action} : ${opts.confirmUrl}\n\n${ignore}\n${leave} : ${footer.unsubscribeUrl}\n`,
    html: `${paragraphsHtml(['Bonjour,', intro])}<p><a href="${escapeHtml(opts.confirmUrl)}">${escapeHtml(action)}</a></p>${paragraphsHtml([ignore])}<p><a href="${escapeHtml(footer.unsubscribeUrl)}">${escapeHtml(leave)}</a></p>`,
    links: [opts.confirmUrl, footer.unsubscribeUrl],
    headers: listUnsubscribeHeaders(footer.unsubscribeUrl, footer.unsubscribeMailbox),
  };
}

export type MailedAnnouncement = {
  category: AnnouncementCategory;
  title: string;
  text: string;
  location: string;
  url: string;
};

/** One announcement to one subscriber, with RFC 8058's one-click unsubscribe. */
export function announcementMail(opts: {
  to: string;
  scope: MailAlertScope;
  announcement: MailedAnnouncement;
  footer: ListFooter;
}): MailMessage {
  const { announcement: a, footer } = opts;
  const heading = `${footer.publisher} · ${a.category}`;
  const body = [a.title, a.text, ...(a.location ? [`Lieu : ${a.location}`] : [])];
  const read = 'Lire l’annonce';
  const why = `Vous recevez cet e-mail parce que vous avez demandé ${scopeText(opts.scope)} de la ${footer.publisher} par e-mail.`;
  const leave = 'Se désabonner';
  return {
    to: opts.to,
    subject: `${a.category} : ${a.title}`,
    text: `${heading}\n\n${body.join('\n\n')}\n\n${read} : ${a.url}\n\n${why}\n${leave} : ${footer.unsubscribeUrl}\n`,
    html: `<p><strong>${escapeHtml(heading)}</strong></p><h1>${escapeHtml(a.title)}</h1>${paragraphsHtml(body.slice(1))}<p><a href="${escapeHtml(a.url)}">${escapeHtml(read)}</a></p><p>${escapeHtml(why)} <a href="${escapeHtml(footer.unsubscribeUrl)}">${escapeHtml(leave)}</a></p>`,
    links: [a.url, footer.unsubscribeUrl],
    headers: listUnsubscribeHeaders(footer.unsubscribeUrl, footer.unsubscribeMailbox),
  };
}
