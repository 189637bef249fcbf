// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { Avatar, avatarHash } from './avatar.tsx';

afterEach(cleanup);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('avatar (spec 01 §7: avatar lookup by e-mail hash)', () => {
  it('hashes the trimmed, lower-cased e-mail with SHA-256', async () => {
    expect(await avatarHash('  Owner@FleetMock.test ')).toBe(sha256('owner@fleetmock.test'));
  });

  it('asks the avatar service for that hash with d=404, showing the initial until the image arrives', async () => {
    const { container } = render(<Avatar email="owner@fleetmock.test" name="owner" />);
    const img = await waitFor(() => {
      const found = container.querySelector('img');
      if (!found) throw new Error('no image yet');
      return found;
    });
    expect(img.getAttribute('src')).toBe(`/__ext/gravatar/avatar/${sha256('owner@fleetmock.test')}?s=64&d=404`);
    expect(img.getAttribute('alt')).toBe('');
    expect(container.textContent).toBe('O');
    fireEvent.load(img);
    expect(container.textContent).toBe('');
  });

  it('keeps the initial when the service has no avatar (404) or there is no e-mail', async () => {
    const { container } = render(<Avatar email="nobody@nowhere.example" name="member" />);
    const img = await waitFor(() => container.querySelector('img') ?? Promise.reject(new Error('no image yet')));
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('M');
    cleanup();
    const none = render(<Avatar email={null} name="support" />);
    expect(none.container.querySelector('img')).toBeNull();
    expect(none.container.textContent).toBe('S');
  });
});
