import { describe, expect, it } from 'vitest';
import { nextView } from './use-devices-view.ts';
import type { DevicesView } from '../filters/filter-model.ts';

const at3: DevicesView = { filters: [], search: '', sort: 'device_name', page: 3, pageSize: 100, lens: 'table' };

describe('nextView (the view a change leads to; the devices page prefetches it)', () => {
  it('starts again at page 1 for a filter, search, sort or page-size change', () => {
    expect(nextView(at3, { search: 'snow' })).toEqual({ ...at3, search: 'snow', page: 1 });
    expect(nextView(at3, { filters: [{ field: 'overall_status', op: 'eq', value: 'disconnected' }] }).page).toBe(1);
    expect(nextView(at3, { sort: '-device_name' }).page).toBe(1);
    expect(nextView(at3, { pageSize: 1000 }).page).toBe(1);
  });

  it('keeps the page for a lens switch and takes an explicit page as given', () => {
    expect(nextView(at3, { lens: 'map' })).toEqual({ ...at3, lens: 'map' });
    expect(nextView(at3, { page: 4 }).page).toBe(4);
    expect(at3.page).toBe(3);
  });
});
