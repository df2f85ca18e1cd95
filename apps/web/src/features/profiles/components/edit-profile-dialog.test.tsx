import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile, resident } from '@/test/fixtures';
import { mockFetch, renderWithProviders } from '@/test/render';
import { EditProfileDialog, imageFileError, validateProfileForm } from './edit-profile-dialog';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.error.mockReset();
  toast.success.mockReset();
});

const profile = makeProfile({ bio: 'Marin pêcheur.', location: 'Le port' });

function openDialog(onOpenChange = vi.fn()) {
  renderWithProviders(<EditProfileDialog profile={profile} open onOpenChange={onOpenChange} />, {
    user: resident(),
  });
  return onOpenChange;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('validateProfileForm', () => {
  const base = { name: 'Marie', username: 'marie', bio: '', location: '' };

  it('sends the username only when it changed, empty texts as null', () => {
    const parsed = validateProfileForm(base, 'marie');
    expect(parsed.success && parsed.data).toEqual({ name: 'Marie', bio: null, location: null });
    const renamed = validateProfileForm({ ...base, username: 'marie_2' }, 'marie');
    expect(renamed.success && renamed.data.username).toBe('marie_2');
  });

  it('refuses bad values with French messages', () => {
    const parsed = validateProfileForm(
      { name: ' ', username: 'é!', bio: 'x'.repeat(501), location: 'y'.repeat(101) },
      'marie',
    );
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Le nom complet est requis.');
    expect(messages).toContain(
      "Le nom d'utilisateur ne peut contenir que des lettres sans accent, des chiffres, « _ » et « . ».",
    );
    expect(messages).toContain('La bio contient au plus 500 caractères.');
    expect(messages).toContain('La localisation contient au plus 100 caractères.');
  });

  it('accepts only image files within the size limit', () => {
    expect(imageFileError(new File(['x'], 'a.png', { type: 'image/png' }))).toBeUndefined();
    expect(imageFileError(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toMatch(/fichier image/);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    expect(imageFileError(big)).toBe('L’image dépasse 10 Mo.');
  });
});

describe('EditProfileDialog', () => {
  it('starts from the saved profile', () => {
    mockFetch(() => ({ body: {} }));
    openDialog();
    expect(screen.getByRole('dialog', { name: 'Modifier le profil' })).toBeInTheDocument();
    expect(field('Nom complet')).toHaveValue('Marie Le Goff');
    expect(field("Nom d'utilisateur")).toHaveValue('marie');
    expect(field('Bio')).toHaveValue('Marin pêcheur.');
    expect(field('Localisation')).toHaveValue('Le port');
    expect(field('Photo de profil').accept).toBe('image/*');
    expect(field('Image de couverture').accept).toBe('image/*');
  });

  it('shows inline French errors and sends nothing', () => {
    const fetchSpy = mockFetch(() => ({ body: {} }));
    openDialog();
    fireEvent.change(field('Nom complet'), { target: { value: '   ' } });
    fireEvent.change(field("Nom d'utilisateur"), { target: { value: 'ab' } });
    save();
    expect(screen.getByText('Le nom complet est requis.')).toBeInTheDocument();
    expect(screen.getByText("Le nom d'utilisateur doit contenir au moins 3 caractères.")).toBeInTheDocument();
    expect(field('Nom complet')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows a taken username on its field', async () => {
    mockFetch(() => ({
      status: 409,
      body: { error: { code: 'USERNAME_TAKEN', message: "Ce nom d'utilisateur est déjà pris." } },
    }));
    const onOpenChange = openDialog();
    fireEvent.change(field("Nom d'utilisateur"), { target: { value: 'yann' } });
    save();
    expect(await screen.findByText("Ce nom d'utilisateur est déjà pris.")).toBeInTheDocument();
    expect(field("Nom d'utilisateur")).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('saves, confirms and closes', async () => {
    const fetchSpy = mockFetch((_url, init) => ({
      body: init.method === 'PATCH' ? makeProfile({ name: 'Marie Kerjean' }) : { user: null },
    }));
    const onOpenChange = openDialog();
    fireEvent.change(field('Nom complet'), { target: { value: 'Marie Kerjean' } });
    fireEvent.change(field('Bio'), { target: { value: '' } });
    save();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/profile');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: 'Marie Kerjean', bio: null, location: 'Le port' });
    expect(toast.success).toHaveBeenCalledWith('Profil mis à jour', {
      description: 'Vos informations ont été enregistrées',
    });
  });
});
