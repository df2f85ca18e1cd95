import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareWidget } from './share-widget';

const toastMocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toastMocks }));

const URL_ = 'https://port-marin.fr/post/42';

/** A control's icon: decorative (aria-hidden), so no role or text reaches it. */
// eslint-disable-next-line testing-library/no-node-access -- see above
const icon = (control: HTMLElement) => control.querySelector('svg');

describe('ShareWidget', () => {
  beforeEach(() => {
    toastMocks.success.mockReset();
    toastMocks.error.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  const names = [
    'Partager sur Facebook',
    'Partager sur Twitter',
    'Partager sur LinkedIn',
    'Partager sur WhatsApp',
    'Partager par e-mail',
    'Copier le lien',
    'Partager avec une autre application',
  ];

  /** Words as axe's label-content-name-mismatch compares them: lower case, letters and digits only. */
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  /** Whether `label`'s words appear, in order and side by side, among `name`'s (WCAG 2.5.3). */
  const isInName = (label: string, name: string) => {
    const [l, n] = [words(label), words(name)];
    return n.some((_, start) => l.every((word, i) => n[start + i] === word));
  };

  for (const variant of ['icons', 'text', 'mixed'] as const) {
    it(`keeps each control's visible text inside its accessible name (${variant} variant)`, () => {
      render(<ShareWidget url={URL_} variant={variant} />);
      const list = screen.getByRole('list', { name: 'Options de partage' });
      for (const control of [...within(list).getAllByRole('link'), ...within(list).getAllByRole('button')]) {
        // textContent includes aria-hidden lettering: it is painted, so it is visible text.
        const visible = control.textContent ?? '';
        const name = control.getAttribute('aria-label') ?? '';
        expect({ name, visible, contained: isInName(visible, name) }).toEqual({ name, visible, contained: true });
      }
    });
  }

  it('uses the default title “Découvrez ce contenu”', () => {
    render(<ShareWidget url={URL_} />);
    expect(screen.getByRole('link', { name: 'Partager sur Twitter' })).toHaveAttribute(
      'href',
      expect.stringContaining(`text=${encodeURIComponent('Découvrez ce contenu')}`),
    );
  });

  it('shows icons only, named for screen readers, in the icons variant', () => {
    render(<ShareWidget url={URL_} variant="icons" />);
    const list = screen.getByRole('list', { name: 'Options de partage' });
    const controls = [...within(list).getAllByRole('link'), ...within(list).getAllByRole('button')];
    expect(controls.map((c) => c.getAttribute('aria-label')).sort()).toEqual([...names].sort());
    for (const control of controls) {
      // No visible label: the icon is all there is, hidden from screen readers, and holds no text.
      expect(icon(control)).toHaveAttribute('aria-hidden', 'true');
      expect(control).toHaveTextContent('');
    }
  });

  it('shows text only in the text variant, text and icons in the mixed one', () => {
    const { unmount } = render(<ShareWidget url={URL_} variant="text" />);
    const facebook = screen.getByRole('link', { name: 'Partager sur Facebook' });
    expect(facebook.textContent).toBe('Facebook');
    expect(icon(facebook)).not.toBeInTheDocument();
    unmount();
    render(<ShareWidget url={URL_} variant="mixed" />);
    const mail = screen.getByRole('link', { name: 'Partager par e-mail' });
    expect(mail.textContent).toBe('E-mail');
    expect(icon(mail)).toHaveAttribute('aria-hidden', 'true');
  });

  it('sizes its buttons sm, md or lg', () => {
    for (const [size, cls] of [
      ['sm', 'h-8'],
      ['md', 'h-10'],
      ['lg', 'h-12'],
    ] as const) {
      const { unmount } = render(<ShareWidget url={URL_} size={size} />);
      expect(screen.getByRole('button', { name: 'Copier le lien' })).toHaveClass(cls);
      unmount();
    }
  });

  it('opens the networks in a new tab and e-mail in the mail app', () => {
    const onShare = vi.fn();
    render(<ShareWidget url={URL_} onShare={onShare} />);
    const facebook = screen.getByRole('link', { name: 'Partager sur Facebook' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const mail = screen.getByRole('link', { name: 'Partager par e-mail' });
    expect(mail).toHaveAttribute('href', expect.stringMatching(/^mailto:\?subject=/));
    expect(mail).not.toHaveAttribute('target');
    mail.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(mail);
    expect(onShare).toHaveBeenCalledWith('email');
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onShare = vi.fn();
    render(<ShareWidget url={URL_} onShare={onShare} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() =>
      expect(toastMocks.success).toHaveBeenCalledWith('Lien copié', {
        description: 'Le lien a été copié dans le presse-papiers',
      }),
    );
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(onShare).toHaveBeenCalledWith('copy');
  });

  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareWidget url={URL_} title="Titre" description="Texte" />);
    fireEvent.click(screen.getByRole('button', { name: 'Partager avec une autre application' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Titre', text: 'Texte', url: URL_ }));
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('falls back to a 600×400 Facebook window when native sharing fails', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: vi.fn().mockRejectedValue(new Error('refus')) });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareWidget url={URL_} />);
    fireEvent.click(screen.getByRole('button', { name: 'Partager avec une autre application' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
        '_blank',
        'width=600,height=400',
      ),
    );
    open.mockRestore();
  });

  it('does nothing more when the resident cancels the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('annulé', 'AbortError'));
    vi.stubGlobal('navigator', { ...navigator, share });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ShareWidget url={URL_} />);
    fireEvent.click(screen.getByRole('button', { name: 'Partager avec une autre application' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
