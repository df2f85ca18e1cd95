import { MAIL_ALERTS_REQUESTED_MESSAGE } from '@portmarin/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { MailAlertsForm } from './mail-alerts-form';

const fill = (email: string) => fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: email } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'S’abonner par e-mail' }));

describe('MailAlertsForm', () => {
  it('sends the address and the chosen categories, then says the confirmation mail left', async () => {
    const calls = mockApi({ 'POST /api/mail-alerts': () => json({ message: MAIL_ALERTS_REQUESTED_MESSAGE }, 202) });
    renderWithProviders(<MailAlertsForm />);
    fill('  Lea@Exemple.fr ');
    fireEvent.click(screen.getByRole('radio', { name: 'Toutes les annonces' }));
    send();
    expect(await screen.findByText(MAIL_ALERTS_REQUESTED_MESSAGE)).toBeInTheDocument();
    expect(calls).toEqual([{ key: 'POST /api/mail-alerts', body: { email: 'Lea@Exemple.fr', scope: 'all' } }]);
  });

  it('refuses an invalid address before sending anything, on the field', async () => {
    const calls = mockApi({});
    renderWithProviders(<MailAlertsForm />);
    fill('pas-une-adresse');
    send();
    const field = screen.getByLabelText('Adresse e-mail');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription("L'adresse e-mail n'est pas valide.");
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('shows the server’s French message when the mail server is down', async () => {
    const message = 'Le serveur d’e-mails ne répond pas pour le moment.';
    mockApi({ 'POST /api/mail-alerts': () => json({ error: { code: 'MAIL_UNAVAILABLE', message } }, 503) });
    renderWithProviders(<MailAlertsForm />);
    fill('lea@exemple.fr');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
