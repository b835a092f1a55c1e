// The overlay stack (spec §4/§8/§9): priorities and z-index, the limit of 3 modals, focus and Tab trap in the
// topmost modal, inertness of the page and lower layers, and the provider requirement.
import { Button, ChakraProvider, Dialog, Portal, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDrawer } from '../../web/src/components/overlays/AppDrawer';
import { ConfirmDialog } from '../../web/src/components/overlays/ConfirmDialog';
import { OverlayProvider, useOverlay } from '../../web/src/components/overlays/OverlayProvider';
import { computeOverlayStack, overflowingModals } from '../../web/src/components/overlays/stack';
import { useStackedDialog, type StackedDialogOptions } from '../../web/src/components/overlays/useStackedDialog';

function mountRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
  return root;
}

afterEach(() => {
  document.getElementById('root')?.remove();
});

function renderInApp(ui: ReactNode) {
  const root = mountRoot();
  return {
    root,
    ...render(
      <ChakraProvider value={defaultSystem}>
        <OverlayProvider>{ui}</OverlayProvider>
      </ChakraProvider>,
      { container: root },
    ),
  };
}

function TestDialog({
  name,
  type = 'dialog',
  open,
  onClose,
  children,
}: {
  name: string;
  type?: StackedDialogOptions['type'];
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type, open, onClose });
  return (
    <Dialog.Root {...rootProps}>
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps} aria-label={name}>
            <Dialog.Title>{name}</Dialog.Title>
            {children}
            <Button onClick={onClose}>Close {name}</Button>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const layerOf = (name: string) => screen.getByRole('dialog', { name }) as HTMLElement;
const zIndexOf = (name: string) => Number(layerOf(name).parentElement?.style.zIndex);

describe('overlay stack (pure)', () => {
  it('orders layers by priority then opening order, 1000 + 10 per layer', () => {
    const state = computeOverlayStack([
      { id: 'alert', type: 'alert', order: 1 },
      { id: 'dialog', type: 'dialog', order: 2 },
      { id: 'drawer', type: 'drawer', order: 3 },
      { id: 'popover', type: 'popover', order: 4 },
      { id: 'tooltip', type: 'tooltip', order: 5 },
    ]);
    expect(state.layers.map((layer) => [layer.id, layer.zIndex])).toEqual([
      ['tooltip', 1000],
      ['drawer', 1010],
      ['dialog', 1020],
      ['popover', 1030],
      ['alert', 1040],
    ]);
    expect(state.topModalId).toBe('alert');
    expect(state.isAnyDialogOpen).toBe(true);
    expect(state.layers.filter((layer) => layer.inert).map((layer) => layer.id)).toEqual(['tooltip', 'drawer', 'dialog', 'popover']);
  });

  it('keeps layers above the topmost modal live and reports no dialog when only non-modal layers are open', () => {
    const withPopover = computeOverlayStack([
      { id: 'dialog', type: 'dialog', order: 1 },
      { id: 'popover', type: 'popover', order: 2 },
    ]);
    expect(withPopover.layers.map((layer) => [layer.id, layer.inert, layer.isTopModal])).toEqual([
      ['dialog', false, true],
      ['popover', false, false],
    ]);
    const nonModal = computeOverlayStack([
      { id: 'dropdown', type: 'dropdown', order: 1 },
      { id: 'tooltip', type: 'tooltip', order: 2 },
    ]);
    expect(nonModal.isAnyDialogOpen).toBe(false);
    expect(nonModal.topModalId).toBeNull();
  });

  it('closes the oldest modals beyond the limit of 3, ignoring non-modal layers', () => {
    const entries = [
      { id: 'a', type: 'dialog' as const, order: 1 },
      { id: 'p', type: 'popover' as const, order: 2 },
      { id: 'b', type: 'drawer' as const, order: 3 },
      { id: 'c', type: 'sheet' as const, order: 4 },
      { id: 'd', type: 'alert' as const, order: 5 },
    ];
    expect(overflowingModals(entries)).toEqual(['a']);
    expect(overflowingModals(entries.slice(0, 4))).toEqual([]);
  });
});

describe('OverlayProvider', () => {
  it('throws when useOverlay is used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useOverlay();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useOverlay must be used within an OverlayProvider');
    spy.mockRestore();
  });

  it('opening a 4th modal closes the oldest one', async () => {
    const user = userEvent.setup();
    const closed: string[] = [];
    function Chain() {
      const [open, setOpen] = useState<Record<string, boolean>>({});
      const set = (name: string, value: boolean) => setOpen((current) => ({ ...current, [name]: value }));
      const close = (name: string) => () => {
        closed.push(name);
        set(name, false);
      };
      return (
        <>
          <Button onClick={() => set('A', true)}>Open A</Button>
          <TestDialog name="A" open={!!open.A} onClose={close('A')}>
            <Button onClick={() => set('B', true)}>Open B</Button>
          </TestDialog>
          <TestDialog name="B" open={!!open.B} onClose={close('B')}>
            <Button onClick={() => set('C', true)}>Open C</Button>
          </TestDialog>
          <TestDialog name="C" open={!!open.C} onClose={close('C')}>
            <Button onClick={() => set('D', true)}>Open D</Button>
          </TestDialog>
          <TestDialog name="D" open={!!open.D} onClose={close('D')} />
        </>
      );
    }
    renderInApp(<Chain />);
    await user.click(screen.getByRole('button', { name: 'Open A' }));
    await user.click(await screen.findByRole('button', { name: 'Open B' }));
    await user.click(await screen.findByRole('button', { name: 'Open C' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(3);
    await user.click(await screen.findByRole('button', { name: 'Open D' }));
    await screen.findByRole('dialog', { name: 'D' });
    expect(closed).toEqual(['A']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'A' })).toBeNull());
    expect(
      screen
        .getAllByRole('dialog')
        .map((dialog) => dialog.getAttribute('aria-label'))
        .sort(),
    ).toEqual(['B', 'C', 'D']);
    // D is on top and has focus; B and C are inert below it.
    expect(zIndexOf('B') < zIndexOf('C') && zIndexOf('C') < zIndexOf('D')).toBe(true);
    expect(layerOf('B').hasAttribute('inert')).toBe(true);
    expect(layerOf('C').hasAttribute('inert')).toBe(true);
    expect(layerOf('D').hasAttribute('inert')).toBe(false);
    await waitFor(() => expect(layerOf('D').contains(document.activeElement)).toBe(true));
  });

  it('stacks by priority: a dialog opened before a drawer still sits above it and keeps focus', async () => {
    function Both({ drawer }: { drawer: boolean }) {
      return (
        <>
          <TestDialog name="Dialog" open onClose={() => {}}>
            <Button>Inside dialog</Button>
          </TestDialog>
          <TestDialog name="Drawer" type="drawer" open={drawer} onClose={() => {}} />
        </>
      );
    }
    const { rerender } = renderInApp(<Both drawer={false} />);
    await screen.findByRole('dialog', { name: 'Dialog' });
    expect(zIndexOf('Dialog')).toBe(1000);
    rerender(
      <ChakraProvider value={defaultSystem}>
        <OverlayProvider>
          <Both drawer />
        </OverlayProvider>
      </ChakraProvider>,
    );
    await screen.findByRole('dialog', { name: 'Drawer' });
    await waitFor(() => expect(zIndexOf('Dialog')).toBe(1010));
    expect(zIndexOf('Drawer')).toBe(1000);
    expect(layerOf('Drawer').hasAttribute('inert')).toBe(true);
    expect(layerOf('Dialog').hasAttribute('inert')).toBe(false);
    await waitFor(() => expect(layerOf('Dialog').contains(document.activeElement)).toBe(true));
  });

  it('traps Tab in the topmost modal, makes #root inert, and gives focus back on close', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      const overlay = useOverlay();
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <span data-testid="any-dialog">{String(overlay.isAnyDialogOpen)}</span>
          <TestDialog name="Trap" open={open} onClose={() => setOpen(false)}>
            <Button>First</Button>
            <Button>Second</Button>
          </TestDialog>
        </>
      );
    }
    const { root } = renderInApp(<Page />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Trap' });
    expect(root.hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('any-dialog').textContent).toBe('true');
    const first = within(dialog).getByRole('button', { name: 'First' });
    const second = within(dialog).getByRole('button', { name: 'Second' });
    const last = within(dialog).getByRole('button', { name: 'Close Trap' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    await user.tab();
    expect(document.activeElement).toBe(second);
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    // Focus pushed into the inert page comes back into the dialog.
    act(() => trigger.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(last);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trap' })).toBeNull());
    expect(root.hasAttribute('inert')).toBe(false);
    expect(screen.getByTestId('any-dialog').textContent).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('Escape closes only the topmost modal', async () => {
    const user = userEvent.setup();
    const onCloseLower = vi.fn();
    const onCloseUpper = vi.fn();
    renderInApp(
      <>
        <TestDialog name="Lower" open onClose={onCloseLower} />
        <TestDialog name="Upper" type="alert" open onClose={onCloseUpper} />
      </>,
    );
    await screen.findByRole('dialog', { name: 'Upper' });
    await waitFor(() => expect(layerOf('Upper').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(onCloseUpper).toHaveBeenCalledTimes(1);
    expect(onCloseLower).not.toHaveBeenCalled();
  });
});

describe('ConfirmDialog and AppDrawer', () => {
  it('ConfirmDialog defaults to Cancel and Confirm, focuses Cancel, and reports the choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderInApp(
      <ConfirmDialog open title="Delete workout?" message="This cannot be undone." destructive onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete workout?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('ConfirmDialog sits above an AppDrawer, which turns inert', async () => {
    renderInApp(
      <>
        <AppDrawer open onClose={() => {}} title="Edit workout">
          <p>Drawer body</p>
        </AppDrawer>
        <ConfirmDialog open title="Discard changes?" confirmLabel="Discard" onConfirm={() => {}} onCancel={() => {}} />
      </>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Edit workout' });
    const alert = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(within(alert).getByRole('button', { name: 'Discard' })).toBeTruthy();
    await waitFor(() => expect(drawer.hasAttribute('inert')).toBe(true));
    expect(Number(alert.parentElement?.style.zIndex)).toBeGreaterThan(Number(drawer.parentElement?.style.zIndex));
    expect(screen.getByText('Drawer body')).toBeTruthy();
  });
});
