// The scaffold every admin list page is built on: loading, error and empty rows, edit and delete buttons named
// after the row, the edit drawer (a keyed form per row, a new one from the page action) and the delete flow.
import { Table } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MutationFailure } from '../../web/src/components/forms/mutation-result';
import { PlainHeader } from '../../web/src/features/admin/components/DataTable';
import { ListPage, type ListPageProps } from '../../web/src/features/admin/components/ListPage';
import { useDeleteFlow } from '../../web/src/features/admin/lib/use-delete-flow';
import { AdminProviders, renderAdmin } from './admin-render';

interface Row {
  code: string;
  name: string;
}

const ROWS: Row[] = [
  { code: 'BARBELL', name: 'Barbell' },
  { code: 'KETTLEBELL', name: 'Kettlebell' },
];
const TEXTS = { table: 'Equipment', newButton: 'New equipment', newTitle: 'New equipment', editTitle: (name: string) => `Edit ${name}` };

function Page({ remove, ...props }: Partial<ListPageProps<Row>> & { remove(row: Row): Promise<unknown> }) {
  const deletion = useDeleteFlow<Row>({
    title: 'Delete equipment?',
    message: (row) => `'${row.name}' goes.`,
    remove,
    deleted: 'Equipment deleted',
  });
  return (
    <ListPage<Row>
      title="Equipments"
      description="The equipment catalogue."
      texts={TEXTS}
      nameOf={(row) => row.name}
      keyOf={(row) => row.code}
      list={{ rows: ROWS, hasData: true, loading: false }}
      emptyMessage="Nothing matches this search."
      columns={1}
      headers={<PlainHeader>Name</PlainHeader>}
      cells={(row) => <Table.Cell>{row.name}</Table.Cell>}
      onDelete={deletion.ask}
      form={(row, done) => (
        <button type="button" onClick={() => done(true)}>
          {row ? `Form of ${row.code}` : 'Empty form'}
        </button>
      )}
      {...props}
    >
      {deletion.dialog}
    </ListPage>
  );
}

function renderPage(props: Partial<ListPageProps<Row>> & { remove?(row: Row): Promise<unknown> } = {}) {
  const remove = props.remove ?? vi.fn(async () => undefined);
  renderAdmin(<Page {...props} remove={remove} />);
  return remove;
}

describe('ListPage', () => {
  it('shows loading, error and empty rows in the labelled table', () => {
    const { rerender } = renderAdmin(<Page remove={vi.fn()} list={{ rows: [], hasData: false, loading: true }} />);
    expect(within(screen.getByRole('table', { name: 'Equipment' })).getByRole('status').textContent).toContain('Loading…');
    const error = new Error('The server did not answer.');
    rerender(
      <AdminProviders>
        <Page remove={vi.fn()} list={{ rows: [], hasData: false, loading: false, error }} />
      </AdminProviders>,
    );
    expect(screen.getByRole('table', { name: 'Equipment' }).textContent).toContain('The server did not answer.');
    rerender(
      <AdminProviders>
        <Page remove={vi.fn()} list={{ rows: [], hasData: true, loading: false }} />
      </AdminProviders>,
    );
    expect(screen.getByText('Nothing matches this search.')).toBeTruthy();
  });

  it('edits a row and a new one in the drawer and refreshes the list after a save', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderPage({ onSaved });
    await user.click(screen.getByRole('button', { name: 'Edit Kettlebell' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Kettlebell' });
    await user.click(within(drawer).getByRole('button', { name: 'Form of KETTLEBELL' }));
    expect(onSaved).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'New equipment' }));
    expect(await screen.findByRole('button', { name: 'Empty form' })).toBeTruthy();
  });

  it('deletes after the confirmation and keeps the confirmation open when the server refuses', async () => {
    const user = userEvent.setup();
    const remove = vi
      .fn<(row: Row) => Promise<unknown>>()
      .mockRejectedValueOnce(new MutationFailure('Equipment in use', 'CONFLICT'))
      .mockResolvedValueOnce(undefined);
    renderPage({ remove });
    await user.click(screen.getByRole('button', { name: 'Delete Barbell' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete equipment?' });
    expect(confirm.textContent).toContain("'Barbell' goes. This cannot be undone.");
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alertdialog', { name: 'Delete equipment?' })).toBeTruthy();
    // The server's reason is shown in the confirmation.
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Equipment in use');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(2));
    expect(remove).toHaveBeenLastCalledWith(ROWS[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete equipment?' })).toBeNull());
  });
});
