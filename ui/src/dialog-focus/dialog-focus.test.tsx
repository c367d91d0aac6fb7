// Issue 16: focus goes back to what opened a dialog when it closes, and Escape keeps closing it.
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { renderPage } from '@sid/ui/testing';
import { ConfirmDialog, FormDialog, ViewDialog } from '@sid/ui/dialogs';
import { restoreCandidates } from '.';

/** A controlled ConfirmDialog (open prop), opened by a plain button, closing on both buttons. */
function ConfirmHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Hapus Data</Button>
      <ConfirmDialog open={open} title="HAPUS DATA?" confirmLabel="Hapus" danger onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

/** A FormDialog rendered while open, opened from a menu item (as the detail pages' Aksi menu does). */
function MenuHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button>Aksi</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => setOpen(true)}>Edit</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {open ? (
        <FormDialog open title="Ubah Data" submitLabel="Simpan" onSubmit={() => setOpen(false)} onCancel={() => setOpen(false)}>
          <label>
            Nama
            <input name="nama" />
          </label>
        </FormDialog>
      ) : null}
    </>
  );
}

/** A ViewDialog with an inner step (an enlarged photo) that Escape undoes first. */
function ViewHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [enlarged, setEnlarged] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Lihat Foto</Button>
      {open ? (
        <ViewDialog
          title="Foto"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          onEscape={enlarged ? () => setEnlarged(false) : undefined}
        >
          {enlarged ? <p>Foto besar</p> : <button type="button" onClick={() => setEnlarged(true)}>Perbesar</button>}
        </ViewDialog>
      ) : null}
    </>
  );
}

describe('focus back to the opener', () => {
  it('a controlled ConfirmDialog: after Escape and after Batal, on the button that opened it', async () => {
    const { user } = renderPage(<ConfirmHarness />);
    const opener = screen.getByRole('button', { name: 'Hapus Data' });
    await user.click(opener);
    expect(await screen.findByRole('alertdialog', { name: 'HAPUS DATA?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("a dialog opened from a menu item: on the menu's button, the item being gone", async () => {
    const { user } = renderPage(<MenuHarness />);
    const aksi = screen.getByRole('button', { name: 'Aksi' });
    await user.click(aksi);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Ubah Data' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(aksi).toHaveFocus();

    // After a submit that closes it, too.
    await user.click(aksi);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(aksi).toHaveFocus();
  });

  it("a menu item's candidates: the item, then its menu's button", async () => {
    const { user } = renderPage(<MenuHarness />);
    await user.click(screen.getByRole('button', { name: 'Aksi' }));
    const item = await screen.findByRole('menuitem', { name: 'Edit' });
    expect(restoreCandidates(item)).toEqual([item, screen.getByRole('button', { name: 'Aksi' })]);
    expect(restoreCandidates(document.body)).toEqual([]);
  });
});

describe('ViewDialog and Escape', () => {
  it('Escape undoes the inner step first, then closes; focus stays in the dialog and then goes back', async () => {
    const onClose = jest.fn();
    const { user } = renderPage(<ViewHarness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Lihat Foto' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Foto' });
    // The clicked button goes away with the enlargement: focus must not drop to the page.
    await user.click(screen.getByRole('button', { name: 'Perbesar' }));
    expect(screen.getByText('Foto besar')).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Foto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Perbesar' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });
});
