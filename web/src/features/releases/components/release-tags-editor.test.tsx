// @vitest-environment jsdom
/**
 * Release tags (spec 02 §6 "Release tags: administrator, developer and safe-developer create and
 * update; administrator and developer delete. Others read-only"): the new-tag rules and what each
 * role can do. Writes go through the typed client to a recorded fetch.
 */
import '../../../components/ui/test-polyfills.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toFleetAccess } from '../../../lib/authz.ts';
import type { FleetRole } from '../../../../../shared/permissions.ts';
import { newTagProblem, ReleaseTagsEditor } from './release-tags-editor.tsx';
import { jsonResponse, stubFetch, type RecordedCall } from '../../../../../tests/web/fetch-stub.ts';

const TAGS = [
  { id: 1, tag_key: 'channel', value: 'beta' },
  { id: 2, tag_key: 'owner', value: 'ops' },
];

let calls: RecordedCall[];
beforeEach(() => {
  calls = stubFetch((call) =>
    call.method === 'POST' ? jsonResponse({ id: 9, tag_key: 'x', value: 'y' }, 201) : new Response('', { status: 200 }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(role: FleetRole) {
  const access = toFleetAccess([role]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReleaseTagsEditor
        releaseId={42}
        tags={TAGS}
        can={{
          create: access.can('release_tag.create'),
          update: access.can('release_tag.update'),
          delete: access.can('release_tag.delete'),
        }}
      />
    </QueryClientProvider>,
  );
}

describe('new tag rules', () => {
  it('needs a name, at most 164 characters, a value of at most 1000, and a name not on the release yet', () => {
    expect(newTagProblem('', 'v', TAGS)).toBe('A tag name is required');
    expect(newTagProblem('k'.repeat(165), 'v', TAGS)).toBe('The tag name should not be more than 164 characters long');
    expect(newTagProblem('k', 'v'.repeat(1001), TAGS)).toBe('The value should not be more than 1000 characters long');
    expect(newTagProblem('channel', 'v', TAGS)).toBe('This tag name already exists on the release');
    expect(newTagProblem('k'.repeat(164), 'v'.repeat(1000), TAGS)).toBeNull();
  });
});

describe('release tags by role', () => {
  it('administrator: adds, edits and removes', async () => {
    renderAs('administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByText('A tag name is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Tag name'), 'site');
    await userEvent.type(screen.getByLabelText('Value'), 'north');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', body: { release: 42, tag_key: 'site', value: 'north' } }),
      ),
    );
    await userEvent.clear(screen.getByLabelText('channel'));
    await userEvent.type(screen.getByLabelText('channel'), 'stable');
    await userEvent.click(screen.getByRole('button', { name: 'Edit tag channel' }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'PATCH', body: { value: 'stable' } })),
    );
    expect(screen.getByRole('button', { name: 'Remove tag owner' })).toBeTruthy();
  });

  it('safe-developer: adds and edits but cannot remove', () => {
    renderAs('safe-developer');
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit tag channel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove tag channel' })).toBeNull();
  });

  it('observer: reads only', () => {
    renderAs('observer');
    expect((screen.getByLabelText('channel') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit tag channel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove tag channel' })).toBeNull();
  });
});
