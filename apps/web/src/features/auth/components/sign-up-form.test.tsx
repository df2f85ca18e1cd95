import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/test/render';
import { SignUpForm } from './sign-up-form';

const PASSWORD = 'Galets-Marée-2025!';

function fill(username: string) {
  fireEvent.change(screen.getByLabelText('Nom complet'), { target: { value: 'Maëlle Guillou' } });
  fireEvent.change(screen.getByLabelText("Nom d'utilisateur"), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: `${username}@exemple.fr` } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
}

describe('SignUpForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the failure toast away once a later sign-up succeeds', async () => {
    let attempts = 0;
    mockFetch(() => {
      attempts += 1;
      return attempts === 1
        ? json({ error: { code: 'USERNAME_TAKEN', message: "Ce nom d'utilisateur est déjà pris." } }, 409)
        : json({ user: {} });
    });
    const onSignedUp = vi.fn();
    renderWithProviders(
      <>
        <Toaster />
        <SignUpForm onSignedUp={onSignedUp} />
      </>,
    );

    fill('maelle');
    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    expect(screen.getByText("Ce nom d'utilisateur est déjà pris.")).toBeInTheDocument();

    fill('maelle.guillou');
    expect(await screen.findByText('Inscription réussie')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Erreur d'inscription")).not.toBeInTheDocument());
    expect(onSignedUp).toHaveBeenCalledWith('maelle.guillou@exemple.fr');
  });

  it('shows one failure toast for repeated failures, replaced in place', async () => {
    mockFetch(() => json({ error: { code: 'EMAIL_TAKEN', message: 'Cet e-mail est déjà utilisé.' } }, 409));
    renderWithProviders(
      <>
        <Toaster />
        <SignUpForm onSignedUp={vi.fn()} />
      </>,
    );
    fill('maelle');
    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    fill('maelle');
    await waitFor(() => expect(screen.getByRole('button', { name: "S'inscrire" })).toHaveProperty('disabled', false));
    expect(screen.getAllByText("Erreur d'inscription")).toHaveLength(1);
  });
});
