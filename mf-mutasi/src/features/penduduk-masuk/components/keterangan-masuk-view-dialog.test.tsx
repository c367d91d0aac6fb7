// Issue 16: after enlarging a photo, Escape shrinks it first (focus back on its thumbnail), then
// closes the dialog (focus back on what opened it).
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import type { KeteranganMasuk } from '@sid/openapi';
import { renderModulePage } from '@sid/ui-desa/testing';
import { KeteranganMasukViewDialog } from './keterangan-masuk-view-dialog';

const record: KeteranganMasuk = {
  _id: '00000000-0000-4000-8000-000000000001',
  foto_kk: 'https://desa.test/files/kk.jpg?sig=1',
  foto_surat_masuk: 'https://desa.test/files/surat.jpg?sig=1',
};

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Lihat Data Keterangan Masuk</Button>
      {open ? <KeteranganMasukViewDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('KeteranganMasukViewDialog and the keyboard', () => {
  it('Escape shrinks the enlarged photo first, then closes; focus follows', async () => {
    const { user } = renderModulePage(<Harness />);
    const opener = screen.getByRole('button', { name: 'Lihat Data Keterangan Masuk' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Data Keterangan Masuk' });

    await user.click(within(dialog).getByRole('button', { name: 'Perbesar Foto Surat Masuk' }));
    const enlarged = within(dialog).getByRole('button', { name: 'Perkecil Foto Surat Masuk' });
    await waitFor(() => expect(enlarged).toHaveFocus());

    await user.keyboard('{Escape}');
    const thumb = await within(dialog).findByRole('button', { name: 'Perbesar Foto Surat Masuk' });
    await waitFor(() => expect(thumb).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Detail Data Keterangan Masuk' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("'Perkecil' also gives focus back to the photo that was enlarged; Kembali closes", async () => {
    const { user } = renderModulePage(<Harness />);
    const opener = screen.getByRole('button', { name: 'Lihat Data Keterangan Masuk' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Data Keterangan Masuk' });
    await user.click(within(dialog).getByRole('button', { name: 'Perbesar Foto KK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Perkecil' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Perbesar Foto KK' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('KeteranganMasukViewDialog with a PDF scan (issue 40)', () => {
  it('offers the PDF as a link to open, the photo beside it as before', async () => {
    const pdf = { ...record, foto_kk: 'https://desa.test/files/0a1b.pdf?exp=1&sig=1' };
    renderModulePage(<KeteranganMasukViewDialog record={pdf} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Data Keterangan Masuk' });
    expect(within(dialog).getByRole('link', { name: 'Buka Foto KK (PDF)' })).toHaveAttribute('href', pdf.foto_kk);
    expect(within(dialog).queryByRole('button', { name: 'Perbesar Foto KK' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Perbesar Foto Surat Masuk' })).toBeInTheDocument();
  });
});
