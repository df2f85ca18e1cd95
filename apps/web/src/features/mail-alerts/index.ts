// What other code uses of the announcements by e-mail: the form, on the visitors' home and /annonces.
export { MailAlertsForm } from './components/mail-alerts-form';
