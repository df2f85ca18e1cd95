import { ASSISTANT_SUGGESTED_QUESTIONS, type AssistantAnswer } from '@portmarin/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { AssistantPage } from './assistant-page';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => {
  // The spec's 1 to 3 s before an answer shows: its shortest here.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.error.mockReset();
});

const ANSWER: AssistantAnswer = {
  answer: 'Voici ce que je sais de la mairie de Port-Marin :\n\nAccueil de la mairie\n  Horaires : Lundi au vendredi',
  sources: [
    {
      kind: 'municipal-service',
      title: 'Accueil de la mairie',
      path: '/municipal-services?q=Accueil%20de%20la%20mairie',
    },
    { kind: 'event', title: 'Fest-noz sur le port', path: '/event/e1' },
  ],
};

/** An answer the test releases when it wants, to see the waiting state. */
function deferred() {
  let release!: (r: Response) => void;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

const field = () => screen.getByRole('textbox', { name: "Votre question à l'assistant" });
const log = () => screen.getByRole('log', { name: "Conversation avec l'assistant PortMarin" });

describe('AssistantPage', () => {
  it('welcomes with the product and the town; a chip fills the field; chips go after the first question', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const pending = deferred();
    const calls = mockApi({ 'POST /api/assistant/ask': () => pending.promise });
    renderWithProviders(<AssistantPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant PortMarin IA' })).toBeInTheDocument();
    expect(log()).toHaveTextContent("Je suis l'assistant PortMarin IA de Port-Marin");

    fireEvent.click(screen.getByRole('button', { name: ASSISTANT_SUGGESTED_QUESTIONS[0] }));
    expect(field()).toHaveValue(ASSISTANT_SUGGESTED_QUESTIONS[0]);
    expect(field()).toHaveFocus();

    fireEvent.keyDown(field(), { key: 'Enter' });
    // getByText matches its string against the text with every space collapsed to an ordinary one.
    expect(within(log()).getByText(ASSISTANT_SUGGESTED_QUESTIONS[0].replace(/\s/g, ' '))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ASSISTANT_SUGGESTED_QUESTIONS[1] })).not.toBeInTheDocument();

    // Waiting: the typing indicator in the log, the field and the button disabled.
    expect(within(log()).getByText("L'assistant écrit…")).toBeInTheDocument();
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Envoyer la question' })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ question: ASSISTANT_SUGGESTED_QUESTIONS[0] });

    // The server answers at once; the answer still waits for the spec's delay (2 s here).
    await act(async () => pending.release(json(ANSWER)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(log()).queryByText(/Horaires : Lundi au vendredi/)).not.toBeInTheDocument();
    expect(within(log()).getByText("L'assistant écrit…")).toBeInTheDocument();
    expect(await within(log()).findByText(/Horaires : Lundi au vendredi/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(log()).queryByText("L'assistant écrit…")).not.toBeInTheDocument();
    expect(field()).toBeEnabled();
    // Still no chips once the conversation has started.
    expect(screen.queryByRole('button', { name: ASSISTANT_SUGGESTED_QUESTIONS[0] })).not.toBeInTheDocument();
  }, 20_000);

  it('shows the sources as links to their pages under the answer', async () => {
    mockApi({ 'POST /api/assistant/ask': () => json(ANSWER) });
    renderWithProviders(<AssistantPage />);
    fireEvent.change(field(), { target: { value: 'Horaires de la mairie ?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la question' }));
    const sources = await screen.findByRole('list', { name: 'Sources' }, { timeout: 3000 });
    const links = within(sources).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Service municipal :Accueil de la mairie', '/municipal-services?q=Accueil%20de%20la%20mairie'],
      ['Événement :Fest-noz sur le port', '/event/e1'],
    ]);
  });

  it('sends on Enter, not on Shift+Enter, and never a blank question', async () => {
    const calls = mockApi({ 'POST /api/assistant/ask': () => json(ANSWER) });
    renderWithProviders(<AssistantPage />);
    fireEvent.change(field(), { target: { value: 'Bonjour' } });
    const shift = fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    // Not prevented: the browser writes the new line.
    expect(shift).toBe(true);
    expect(calls).toHaveLength(0);
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(calls).toHaveLength(0);
    fireEvent.change(field(), { target: { value: 'Bonjour\nla mairie ?' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ question: 'Bonjour\nla mairie ?' });
    expect(field()).toHaveValue('');
  });

  it('shows the spec’s error toast when no answer comes', async () => {
    mockApi({ 'POST /api/assistant/ask': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    renderWithProviders(<AssistantPage />);
    fireEvent.change(field(), { target: { value: 'Une question' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(
      () =>
        expect(toast.error).toHaveBeenCalledWith('Erreur', {
          description: 'Impossible de générer une réponse. Veuillez réessayer.',
        }),
      { timeout: 3000 },
    );
    expect(field()).toBeEnabled();
  });
});
