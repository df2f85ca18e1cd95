import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Navigate } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { FeedHeader, FOCUS_FEED_TITLE } from './feed-header';

describe('FeedHeader', () => {
  afterEach(() => vi.useRealTimers());

  it('writes today’s date the French way: the weekday raised, the month in lower case', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 30));
    renderWithProviders(<FeedHeader />);
    const date = screen.getByText('Vendredi 27 novembre 2026');
    // No CSS capitalisation either: it would raise the month's first letter ('Novembre').
    expect(date.className).not.toMatch(/capitalize|uppercase/);
  });

  it('takes focus on its title when a screen whose focused element left sends the resident here', () => {
    renderWithProviders(<Navigate to="/feed" replace state={FOCUS_FEED_TITLE} />, {
      route: '/',
      routes: { '/feed': <FeedHeader /> },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('leaves the focus alone on an ordinary visit', () => {
    renderWithProviders(<FeedHeader />);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
