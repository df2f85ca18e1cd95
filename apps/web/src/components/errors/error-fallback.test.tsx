import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorFallback } from './error-fallback';

describe('ErrorFallback', () => {
  it('shows the spec texts and retries by rendering the screen again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>Écran rétabli</p>;
    }
    const router = createMemoryRouter([{ path: '/', Component: Flaky, errorElement: <ErrorFallback /> }]);
    // React reports the caught render error on console.error: expected here.
    const original = console.error;
    console.error = () => {};
    // jsdom also reports the thrown error as uncaught; the route's error element handles it.
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    try {
      render(<RouterProvider router={router} />);
      expect(screen.getByRole('heading', { name: "Une erreur s'est produite" })).toBeInTheDocument();
      expect(
        screen.getByText("Nous sommes désolés, quelque chose s'est mal passé. Veuillez réessayer."),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
      broken = false;
      fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
      expect(await screen.findByText('Écran rétabli')).toBeInTheDocument();
    } finally {
      window.removeEventListener('error', swallow);
      console.error = original;
    }
  });
});
