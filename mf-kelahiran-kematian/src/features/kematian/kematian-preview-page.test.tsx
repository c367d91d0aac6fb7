import { screen, waitFor, within } from '@testing-library/react';
import type { UseReactToPrintOptions } from 'react-to-print';
import type { Kematian } from '@sid/openapi';
import { formatTanggalPanjang } from '@sid/ui/format';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import { kematian, signer } from '../../test/fixtures';
import { KematianPreviewPage, kematianDocumentTitle } from './kematian-preview-page';

// Typing through user-event is slow on a busy machine (the root run has every package's tests in
// parallel, and ignores the preset's testTimeout): give each test room.

const printed: UseReactToPrintOptions[] = [];
jest.mock('react-to-print', () => ({
  useReactToPrint: (options: UseReactToPrintOptions) => () => {
    printed.push(options);
  },
}));

beforeEach(() => {
  printed.length = 0;
});

function render(api: MockApi, village = {}) {
  return renderModulePage(<KematianPreviewPage />, { route: '/kematian/m1/d/preview', path: '/kematian/:id/d/preview', api, village });
}

const found = (record: Kematian) => () => jsonResponse({ success: true, data: record });

describe('KematianPreviewPage (/kematian/:id/d/preview)', () => {
  it('shows a spinner while the record loads', () => {
    render({ 'GET /api/kematian/:id': () => pendingResponse() });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh PDF' })).not.toBeInTheDocument();
  });

  it('shows the certificate in two identical copies on one A4 sheet', async () => {
    render({ 'GET /api/kematian/:id': found(kematian({ signatures: signer })) });
    const sheet = await screen.findByRole('document', { name: 'Surat Keterangan Kematian' });
    const copies = sheet.querySelectorAll('[data-letter-copy]');
    expect(copies).toHaveLength(2);
    expect(copies[0]?.innerHTML).toBe(copies[1]?.innerHTML);
    expect(within(sheet).getAllByText('SURAT KETERANGAN KEMATIAN')).toHaveLength(2);
    expect(within(sheet).getAllByText('UNTUK YANG BERSANGKUTAN')).toHaveLength(2);
    expect(sheet.querySelector('style')?.textContent).toContain('@page { size: A4;');
  });

  it('is addressed from the village of this deployment and dated today in long Indonesian form', async () => {
    render(
      { 'GET /api/kematian/:id': found(kematian({ signatures: signer })) },
      { nama_desa: 'Sukamaju', kecamatan: 'Cibadak', kabupaten: 'Sukabumi', alamat_kantor: 'Jl. Desa No. 2', kode_pos: '43351' },
    );
    const sheet = await screen.findByRole('document');
    const copy = within(sheet.querySelector('[data-letter-copy="1"]') as HTMLElement);
    expect(copy.getByText('PEMERINTAH KABUPATEN SUKABUMI')).toBeInTheDocument();
    expect(copy.getByText('DESA SUKAMAJU')).toBeInTheDocument();
    expect(copy.getByText('Jl. Desa No. 2, Kode Pos 43351')).toBeInTheDocument();
    expect(copy.getByText(/Yang bertanda tangan di bawah ini, Kepala Desa Sukamaju Kecamatan Cibadak Kabupaten Sukabumi, menerangkan bahwa :/)).toBeInTheDocument();
    expect(copy.getByText(`Sukamaju, ${formatTanggalPanjang(new Date())}`)).toBeInTheDocument();
    expect(copy.getByText('Slamet Riyadi')).toBeInTheDocument();
  });

  it('does not name the village twice when the position already names it', async () => {
    render(
      { 'GET /api/kematian/:id': found(kematian({ signatures: { ...signer, nama_jabatan: 'Kepala Desa Sukamaju' } })) },
      { nama_desa: 'Sukamaju', kecamatan: 'Cibadak', kabupaten: 'Sukabumi', alamat_kantor: 'Jl. Desa No. 2', kode_pos: '43351' },
    );
    const sheet = await screen.findByRole('document');
    const copy = within(sheet.querySelector('[data-letter-copy="1"]') as HTMLElement);
    expect(copy.getByText(/Yang bertanda tangan di bawah ini, Kepala Desa Sukamaju Kecamatan Cibadak Kabupaten Sukabumi, menerangkan bahwa :/)).toBeInTheDocument();
  });

  it("prints the person's and the death's data", async () => {
    render({ 'GET /api/kematian/:id': found(kematian()) });
    const sheet = await screen.findByRole('document');
    const copy = within(sheet.querySelector('[data-letter-copy="1"]') as HTMLElement);
    const row = (label: string) => copy.getByRole('rowheader', { name: label }).parentElement?.lastElementChild?.textContent;
    expect(row('Nama')).toBe('SUKARDI');
    expect(row('NIK')).toBe('3507010101500009');
    expect(row('Tempat Tgl. Lahir')).toBe('Malang, 01 Januari 1950');
    expect(row('Jenis Kelamin')).toBe('Laki laki');
    expect(row('Umur')).toBe('76 Tahun');
    expect(row('Hari')).toBe('Minggu');
    expect(row('Tanggal')).toBe('04 Januari 2026');
    expect(row('Di')).toBe('Rumah duka, Watugede');
    expect(row('Disebabkan karena')).toBe('Sakit tua');
    expect(copy.getByText('Nomor : 474.3/005/35.07.01/2026')).toBeInTheDocument();
  });

  it("shows 'Tambahkan nama jabatan' and 'Tambahkan nama lengkap' without a signature", async () => {
    render({ 'GET /api/kematian/:id': found(kematian()) });
    const sheet = await screen.findByRole('document');
    // In each copy: the position in the opening sentence and in the signature block, and the name.
    expect(within(sheet).getAllByText('Tambahkan nama jabatan')).toHaveLength(4);
    expect(within(sheet).getAllByText('Tambahkan nama lengkap')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Tambah Nama TTD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Perbarui Nama TTD' })).not.toBeInTheDocument();
  });

  it('adds the signer through the death record', async () => {
    let record = kematian();
    const { user, api } = render({
      'GET /api/kematian/:id': () => jsonResponse({ success: true, data: record }),
      'POST /api/signature/:id/p/kematian': (req) => {
        record = { ...record, signatures: { ...signer, ...(req.body as object) } };
        return jsonResponse({ success: true, message: 'Sukses menambahkan data TTD', data: record.signatures }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan Data TTD' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' }), 'Sekretaris Desa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' }), 'Yudi Purwono');
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('Sukses menambahkan data TTD')).toBeInTheDocument();
    expect(api.callsTo('POST /api/signature/:id/p/kematian')[0]?.params).toEqual({ id: 'm1' });
    expect(await screen.findAllByText('Yudi Purwono')).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Perbarui Nama TTD' })).toBeInTheDocument();
    expect(screen.queryByText('Tambahkan nama lengkap')).not.toBeInTheDocument();
  });

  it('updates an existing signer with "Perbarui Nama TTD"', async () => {
    const { user, api } = render({
      'GET /api/kematian/:id': found(kematian({ signatures: signer })),
      'PUT /api/signature/:signatureId/u': (req) => jsonResponse({ success: true, message: 'Sukses memperbarui data TTD', data: { ...signer, ...(req.body as object) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Perbarui Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data TTD' });
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Sukses memperbarui data TTD')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/signature/:signatureId/u')[0]?.body).toEqual({ nama_jabatan: 'Kepala Desa', nama_lengkap: 'Slamet Riyadi' });
    expect(api.callsTo('POST /api/signature/:id/p/kematian')).toHaveLength(0);
  });

  it("prints only the sheet under the title 'surat-kematian-{name}'", async () => {
    const { user } = render({ 'GET /api/kematian/:id': found(kematian()) });
    const sheet = await screen.findByRole('document');
    await user.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    expect(printed).toHaveLength(1);
    expect(printed[0]?.documentTitle).toBe('surat-kematian-Sukardi');
    expect(printed[0]?.contentRef?.current).toBe(sheet);
    expect(printed[0]?.pageStyle).toContain('size: A4');
    expect(kematianDocumentTitle(' Siti ')).toBe('surat-kematian-Siti');
  });

  it('goes back to the detail', async () => {
    const { user, location } = render({ 'GET /api/kematian/:id': found(kematian()) });
    await screen.findByRole('document');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/kematian/m1/d'));
  });

  it('stops loading on a failure', async () => {
    render({ 'GET /api/kematian/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  describe("the head's title of the village (jabatan_kepala)", () => {
    const lurah = { nama_desa: 'Sukamaju', kecamatan: 'Cibadak', kabupaten: 'Sukabumi', jabatan_kepala: 'Lurah' };

    it('signs a signer without a title of their own under it', async () => {
      render({ 'GET /api/kematian/:id': found(kematian({ signatures: { ...signer, nama_jabatan: ' ' } })) }, lurah);
      const sheet = await screen.findByRole('document');
      const copy = within(sheet.querySelector('[data-letter-copy="1"]') as HTMLElement);
      expect(copy.getByText(/Yang bertanda tangan di bawah ini, Lurah Sukamaju Kecamatan Cibadak Kabupaten Sukabumi, menerangkan bahwa :/)).toBeInTheDocument();
      expect(within(sheet.querySelector('[data-signer-block]') as HTMLElement).getByText('Lurah')).toBeInTheDocument();
      expect(within(sheet).queryByText('Tambahkan nama jabatan')).not.toBeInTheDocument();
    });

    it("reads 'Kepala Desa' when the village has none", async () => {
      render({ 'GET /api/kematian/:id': found(kematian({ signatures: { ...signer, nama_jabatan: '' } })) }, { nama_desa: 'Sukamaju', jabatan_kepala: undefined });
      const sheet = await screen.findByRole('document');
      expect(within(sheet.querySelector('[data-signer-block]') as HTMLElement).getByText('Kepala Desa')).toBeInTheDocument();
    });

    it("keeps the signer's own title", async () => {
      render({ 'GET /api/kematian/:id': found(kematian({ signatures: { ...signer, nama_jabatan: 'Sekretaris Desa' } })) }, lurah);
      const sheet = await screen.findByRole('document');
      expect(within(sheet.querySelector('[data-signer-block]') as HTMLElement).getByText('Sekretaris Desa')).toBeInTheDocument();
    });

    it('offers it to a new signer', async () => {
      const { user } = render({ 'GET /api/kematian/:id': found(kematian()) }, lurah);
      await user.click(await screen.findByRole('button', { name: 'Tambah Nama TTD' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tambahkan Data TTD' });
      expect(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' })).toHaveValue('Lurah');
    });
  });
});
