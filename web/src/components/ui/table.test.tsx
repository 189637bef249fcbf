// @vitest-environment jsdom
import './test-polyfills.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { Table, VIRTUALIZE_AFTER_ROWS, column } from './table.tsx';
import { at } from '../../../../tests/present.ts';

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
        .map((r) => at(within(r).getAllByRole('cell'), 0).textContent),
    ).toEqual(['alpha', 'bravo', 'charlie']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => at(within(r).getAllByRole('cell'), 0).textContent),
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
        virtualize
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

  it('renders every row without `virtualize`', () => {
    const many: Device[] = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `device-${i}`, status: 'online' }));
    render(<Table label="Devices" data={many} columns={columns} getRowId={(d) => String(d.id)} />);
    expect(screen.getAllByRole('row')).toHaveLength(101);
  });

  it('scrolls inside a named, focusable region so a wide table never widens the page', () => {
    render(<Table label="Devices" data={small} columns={columns} getRowId={(d) => String(d.id)} />);
    const region = screen.getByRole('region', { name: 'Devices' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table', { name: 'Devices' }))).toBe(true);
  });

  it('names table and region after a visible heading with `labelledBy`', () => {
    render(
      <>
        <h2 id="keys-heading">SSH keys</h2>
        <Table label="unused" labelledBy="keys-heading" data={small} columns={columns} getRowId={(d) => String(d.id)} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'SSH keys' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'SSH keys' })).toBeTruthy();
  });

  it('shows a placeholder while pending and the failure text on error, instead of the table', () => {
    const { rerender, container } = render(
      <Table label="Devices" data={[]} columns={columns} getRowId={(d) => String(d.id)} pending />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(
      <Table label="Devices" data={[]} columns={columns} getRowId={(d) => String(d.id)} error={new Error('Boom')} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Boom');
  });

  it('column(): display cells, row headers, cell classes, and sorting only with a sort value', async () => {
    const cols = [
      column<Device>('name', 'Name', (d) => d.name, { rowHeader: true }),
      column<Device>('status', 'Status', (d) => <em>{d.status}</em>, { sortValue: (d) => d.status }),
      column<Device>('actions', <span className="visually-hidden">Actions</span>, (d) => `#${d.id}`, {
        className: 'table-actions',
      }),
    ];
    render(
      <Table
        label="Devices"
        data={small}
        columns={cols}
        getRowId={(d) => String(d.id)}
        getRowProps={(d) => ({ 'data-testid': `row-${d.name}` })}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'charlie' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByTestId('row-alpha')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '#1' }).className).toBe('table-actions');
    const status = screen.getByRole('columnheader', { name: /Status/ });
    await userEvent.click(within(status).getByRole('button'));
    expect(status.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['alpha', 'charlie', 'bravo']);
  });
});
