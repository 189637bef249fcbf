// @vitest-environment jsdom
import './test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { Table, VIRTUALIZE_AFTER_ROWS } from './table.tsx';

afterEach(cleanup);

interface Device {
  id: number;
  name: string;
  status: string;
}
const col = createColumnHelper<Device>();
const columns = [col.accessor('name', { header: 'Name' }), col.accessor('status', { header: 'Status' })];
const small: Device[] = [
  { id: 1, name: 'charlie', status: 'online' },
  { id: 2, name: 'alpha', status: 'offline' },
  { id: 3, name: 'bravo', status: 'online' },
];

describe('Table', () => {
  it('sorts by a column and exposes aria-sort', async () => {
    render(<Table label="Devices" data={small} columns={columns} getRowId={(d) => String(d.id)} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['alpha', 'bravo', 'charlie']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(['charlie', 'bravo', 'alpha']);
  });

  it('selects rows and all rows, reporting ids', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Table
        label="Devices"
        data={small}
        columns={columns}
        getRowId={(d) => String(d.id)}
        getRowLabel={(d) => d.name}
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row alpha' }));
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual(['2']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect([...onSelectionChange.mock.lastCall![0]].sort()).toEqual(['1', '2', '3']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect([...onSelectionChange.mock.lastCall![0]]).toEqual([]);
  });

  it('hides a column through column visibility', () => {
    const { rerender } = render(
      <Table
        label="Devices"
        data={small}
        columns={columns}
        getRowId={(d) => String(d.id)}
        columnVisibility={{ status: true }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeTruthy();
    rerender(
      <Table
        label="Devices"
        data={small}
        columns={columns}
        getRowId={(d) => String(d.id)}
        columnVisibility={{ status: false }}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull();
  });

  it('virtualizes long lists: renders a window, keeps the full row count, follows scrolling', () => {
    const many: Device[] = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `device-${i}`, status: 'online' }));
    render(
      <Table
        label="Devices"
        data={many}
        columns={columns}
        getRowId={(d) => String(d.id)}
        height={400}
        rowHeight={40}
      />,
    );
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(VIRTUALIZE_AFTER_ROWS);
    expect(screen.queryByText('device-3000')).toBeNull();
    const scroller = screen.getByRole('region', { name: 'Devices' });
    act(() => {
      scroller.scrollTop = 3000 * 40;
      fireEvent.scroll(scroller);
    });
    expect(screen.getByText('device-3000')).toBeTruthy();
    expect(screen.queryByText('device-0')).toBeNull();
  });

  it('shows the empty state without rows', () => {
    render(
      <Table label="Devices" data={[]} columns={columns} getRowId={(d) => String(d.id)} emptyState="No devices yet" />,
    );
    expect(screen.getByText('No devices yet')).toBeTruthy();
  });
});
