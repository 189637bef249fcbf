// @vitest-environment jsdom
/** The release status badge (spec 02 §4 "Release run groups"): a running release with no update for over 120 s reads timeout. */
import '../../components/ui/test-polyfills.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadges } from './pages/release-layout.tsx';

afterEach(cleanup);

describe('release status badge', () => {
  it('a running release updated within 120 s reads running', () => {
    render(
      <StatusBadges
        status="running"
        updateTimestamp={new Date(Date.now() - 60_000).toISOString()}
        isFinal
        isInvalidated={false}
      />,
    );
    expect(screen.getByText('running')).toBeTruthy();
  });

  it('a running release with no update for over 120 s reads timeout', () => {
    render(
      <StatusBadges
        status="running"
        updateTimestamp={new Date(Date.now() - 121_000).toISOString()}
        isFinal={false}
        isInvalidated
      />,
    );
    expect(screen.getByText('timeout')).toBeTruthy();
    expect(screen.queryByText('running')).toBeNull();
    expect(screen.getByText('draft')).toBeTruthy();
    expect(screen.getByText('invalid')).toBeTruthy();
  });
});
