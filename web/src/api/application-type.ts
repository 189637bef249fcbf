/** Application types (spec 02 §5 "Fleet creation and edits"): the catalogue a fleet's type is chosen from. */
import { queryOptions } from '@tanstack/react-query';
import { read } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Every application type by name (it does not change while the dashboard runs). */
export const applicationTypesQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.resource('application_type'), 'all'] as const,
    queryFn: ({ signal }) =>
      read(
        'application_type',
        {
          $select: [
            'id',
            'name',
            'slug',
            'is_legacy',
            'supports_multicontainer',
            'requires_payment',
            'needs__os_version_range',
          ],
          $orderby: { name: 'asc' },
        },
        { signal },
      ),
    staleTime: Infinity,
  });
