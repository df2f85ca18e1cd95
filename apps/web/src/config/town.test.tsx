import type { TownConfig } from '@portmarin/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { applyTownColors, townQuery, useTown } from './town';

const town = { townName: 'Port-Marin', productName: 'PortMarin' } as TownConfig;

function TownName() {
  return <p>{useTown().townName}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useTown', () => {
  it('reads the town the start put in the cache, without a request', () => {
    const calls = mockApi({});
    const client = new QueryClient();
    client.setQueryData(townQuery.queryKey, town);
    render(
      <QueryClientProvider client={client}>
        <TownName />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Port-Marin')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('suspends until the town is loaded when the cache does not have it yet', async () => {
    mockApi({ 'GET /api/town': () => json(town) });
    renderWithProviders(
      <Suspense fallback={<p>Chargement...</p>}>
        <TownName />
      </Suspense>,
      { town: null },
    );
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByText('Port-Marin')).toBeInTheDocument();
  });
});

describe('applyTownColors', () => {
  it('sets the town’s primaries for both themes on the page’s root, which the stylesheet reads', () => {
    const root = document.createElement('html');
    applyTownColors({ colors: { primary: '#8a1538', primaryDark: '#f4a6bd', themeColor: '#3b0a18' } }, root);
    expect(root.style.getPropertyValue('--town-primary')).toBe('#8a1538');
    expect(root.style.getPropertyValue('--town-primary-dark')).toBe('#f4a6bd');
  });
});
