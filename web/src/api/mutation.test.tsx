// @vitest-environment jsdom
/**
 * useWrite hands the write only its variables: TanStack Query calls a mutation function with a
 * second (context) argument, which a write with an optional second parameter (deleteOrganization's
 * client) took for its own and failed before any request.
 */
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useWrite } from './mutation.ts';

describe('useWrite', () => {
  it('calls the write with its variables only, then refreshes the named reads', async () => {
    const client = new QueryClient();
    client.setQueryData(['things', 5], 'old');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const write = async (id: number, extra?: unknown) => ({ id, extra });
    const { result } = renderHook(() => useWrite(write, (id: number) => [['things', id]]), { wrapper });
    await expect(result.current.mutateAsync(5)).resolves.toEqual({ id: 5, extra: undefined });
    expect(client.getQueryState(['things', 5])?.isInvalidated).toBe(true);
  });
});
