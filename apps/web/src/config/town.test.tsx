import type { TownConfig } from '@portmarin/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithProviders } from '@/test/render';
import { townQuery, useTown } from './town';

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
