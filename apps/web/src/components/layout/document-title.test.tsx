import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title';

function Screen({ heading }: { heading: string | null }) {
  return (
    <main id="contenu">
      <DocumentTitle productName="PortMarin" container="contenu" />
      {heading !== null && <h1>{heading}</h1>}
    </main>
  );
}

describe('DocumentTitle', () => {
  it('names the page after its screen’s heading', () => {
    render(<Screen heading="Déclaration d'accessibilité" />);
    expect(document.title).toBe("Déclaration d'accessibilité – PortMarin");
  });

  it('follows a heading that arrives or changes later, and falls back to the product’s name', async () => {
    const { rerender } = render(<Screen heading={null} />);
    expect(document.title).toBe('PortMarin');
    rerender(<Screen heading="Événements" />);
    await waitFor(() => expect(document.title).toBe('Événements – PortMarin'));
    rerender(<Screen heading={null} />);
    await waitFor(() => expect(document.title).toBe('PortMarin'));
  });

  it('prefers the title the route gives', () => {
    render(
      <main id="contenu">
        <DocumentTitle productName="PortMarin" container="contenu" title="Fil d’actualité" />
        <h1>Bonjour Marie !</h1>
      </main>,
    );
    expect(document.title).toBe('Fil d’actualité – PortMarin');
  });
});
