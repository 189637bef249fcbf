/**
 * The devices view lives in the URL query string (spec 02 §2 "accepts a filter query string"), so a
 * copied link reproduces the same filters, search, sort, page and lens.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { parseView, serializeView, type DevicesView } from '../filters/filter-model.ts';

/** The page size a view has when its URL names none, and the sizes a URL may name. */
export const VIEW_DEFAULTS = { pageSize: DEFAULT_PAGE_SIZE, pageSizes: PAGE_SIZES };
const DEFAULTS = VIEW_DEFAULTS;

/** The view after a change: any change other than paging (or the lens) starts again at page 1. */
export function nextView(current: DevicesView, patch: Partial<DevicesView>): DevicesView {
  return {
    ...current,
    ...patch,
    page: patch.page ?? (Object.keys(patch).some((k) => k !== 'lens') ? 1 : current.page),
  };
}

/** `replace`: change the URL without a new history entry (a correction, not a user's step). */
export type UpdateView = (patch: Partial<DevicesView>, options?: { replace?: boolean }) => void;

export function useDevicesView(): [DevicesView, UpdateView] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseView(params, DEFAULTS), [params]);
  const update = useCallback<UpdateView>(
    (patch, options) => {
      setParams(
        (prev) => {
          return serializeView(nextView(parseView(prev, DEFAULTS), patch), DEFAULTS);
        },
        { replace: options?.replace === true },
      );
    },
    [setParams],
  );
  return [view, update];
}
