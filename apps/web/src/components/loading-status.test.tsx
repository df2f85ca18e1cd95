import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingStatus } from './loading-status';

describe('LoadingStatus', () => {
  it("announces 'Chargement...' by default", () => {
    render(<LoadingStatus />);
    expect(screen.getByRole('status').textContent?.trim()).toBe('Chargement...');
  });

  it('says what the screen names', () => {
    render(<LoadingStatus label="Chargement des commentaires…" />);
    expect(screen.getByRole('status').textContent?.trim()).toBe('Chargement des commentaires…');
  });

  it('keeps a hidden label for screen readers only', () => {
    render(<LoadingStatus label="Chargement du journal" hideLabel />);
    const label = screen.getByText('Chargement du journal');
    expect(label.className).toBe('sr-only');
    expect(screen.getByRole('status').contains(label)).toBe(true);
  });

  it('lays out a whole screen apart from a line', () => {
    const { rerender } = render(<LoadingStatus layout="page" />);
    expect(screen.getByRole('status').className).toContain('py-20');
    rerender(<LoadingStatus layout="inline" />);
    expect(screen.getByRole('status').className).not.toContain('py-20');
  });
});
