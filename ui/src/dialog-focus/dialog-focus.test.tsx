// Issue 16: focus goes back to what opened a dialog when it closes, and Escape keeps closing it.
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { renderPage } from '@sid/ui/testing';
import { ConfirmDialog, FormDialog, ViewDialog } from '@sid/ui/dialogs';
import { focusNearestControl, restoreCandidates } from '.';

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

/** Rows each with their own 'Pulihkan'; confirming removes the row (at once, or after the dialog has closed). */
function RowsHarness({ later }: { later: boolean }) {
  const [rows, setRows] = useState(['Ani', 'Budi', 'Citra']);
  const [open, setOpen] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  return (
    <main>
      <h1>Data Terhapus</h1>
      <table>
        <tbody>
          {rows.map((nama) => (
            <tr key={nama}>
              <td>{nama}</td>
              <td><Button onClick={() => setOpen(nama)}>{`Pulihkan ${nama}`}</Button></td>
            </tr>
          ))}
        </tbody>
      </table>
      {gone ? <Button onClick={() => { setRows((r) => r.filter((x) => x !== gone)); setGone(null); }}>Muat ulang</Button> : null}
      <ConfirmDialog
        open={open !== null}
        title="PULIHKAN DATA?"
        confirmLabel="Pulihkan"
        onConfirm={() => {
          if (later) setGone(open);
          else setRows((r) => r.filter((x) => x !== open));
          setOpen(null);
        }}
        onCancel={() => setOpen(null)}
      />
    </main>
  );
}

// Issue 40: focus dropped to the page's body after the documents, Mutasi-confirm, death and Pulihkan
// dialogs, whose opener went with the save.
describe('focus when the opener is gone', () => {
  it('goes to the nearest control still on the page when the save removed the opener', async () => {
    const { user } = renderPage(<RowsHarness later={false} />);
    await user.click(screen.getByRole('button', { name: 'Pulihkan Budi' }));
    await user.click(await screen.findByRole('button', { name: 'Pulihkan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Pulihkan Budi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pulihkan Ani' })).toHaveFocus();
  });

  it('also when the opener goes a moment after the dialog closed (the list reloaded)', async () => {
    const { user } = renderPage(<RowsHarness later />);
    await user.click(screen.getByRole('button', { name: 'Pulihkan Citra' }));
    await user.click(await screen.findByRole('button', { name: 'Pulihkan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Pulihkan Citra' });
    expect(opener).toHaveFocus();
    // The reload, without the restored row: fired without moving focus.
    act(() => screen.getByRole('button', { name: 'Muat ulang' }).click());
    expect(opener).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pulihkan Ani' })).toHaveFocus());
  });

  it("goes to the page's main content when nothing near is left", () => {
    document.body.innerHTML = '<main><h1>Kosong</h1><section><p>tanpa tombol</p></section></main>';
    const section = document.querySelector('section') as HTMLElement;
    const gone = document.createElement('div');
    expect(focusNearestControl([gone, section], document)).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('main'));
    document.body.innerHTML = '';
  });
});
