import { screen, waitFor, within } from '@testing-library/react';
import type { UseReactToPrintOptions } from 'react-to-print';
import type { Kelahiran } from '@sid/openapi';
import { formatTanggalPanjang } from '@sid/ui/format';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi } from '@sid/ui-desa/testing';
import { kelahiran, signer } from '../../test/fixtures';
import { KelahiranPreviewPage, kelahiranDocumentTitle } from './kelahiran-preview-page';

// Typing through user-event is slow on a busy machine (the root run has every package's tests in
// parallel, and ignores the preset's testTimeout): give each test room.

// react-to-print opens the browser's print dialog from an iframe, which jsdom cannot do: record
// what the page asks it to print instead.
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
  return renderModulePage(<KelahiranPreviewPage />, { route: '/kelahiran/k1/d/preview', path: '/kelahiran/:id/d/preview', api, village });
}

const found = (record: Kelahiran) => () => jsonResponse({ success: true, data: record });

describe('KelahiranPreviewPage (/kelahiran/:id/d/preview)', () => {
  it('shows a spinner while the birth loads, and no letter actions yet', () => {
    render({ 'GET /api/kelahiran/:id': () => pendingResponse() });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unduh PDF' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });

  it('prints the extract twice side by side on one A4 sheet, under the village letterhead', async () => {
    render({ 'GET /api/kelahiran/:id': found(kelahiran()) }, { nama_desa: 'Sukamaju', kecamatan: 'Cibadak', kabupaten: 'Sukabumi' });
    const sheet = await screen.findByRole('document', { name: 'Kutipan Surat Keterangan Kelahiran' });
    const copies = sheet.querySelectorAll('[data-letter-copy]');
    expect(copies).toHaveLength(2);
    expect(copies[0]?.innerHTML).toBe(copies[1]?.innerHTML);
    const copy = within(copies[0] as HTMLElement);
    expect(copy.getByText('PEMERINTAH KABUPATEN SUKABUMI')).toBeInTheDocument();
    expect(copy.getByText('KECAMATAN CIBADAK')).toBeInTheDocument();
    expect(copy.getByText('DESA SUKAMAJU')).toBeInTheDocument();
    expect(copy.getByText('KUTIPAN')).toBeInTheDocument();
    expect(copy.getByText('SURAT KETERANGAN KELAHIRAN')).toBeInTheDocument();
    expect(copy.getByText('Nomor : 474.1/012/35.07.01/2026')).toBeInTheDocument();
    expect(copy.getByText('Telah lahir seorang anak laki-laki :')).toBeInTheDocument();
    expect(copy.getByText('AHMAD FAUZI')).toBeInTheDocument();
    expect(copy.getByText('05 Januari 2026')).toBeInTheDocument();
    expect(copy.getByText('Siti Aminah')).toBeInTheDocument();
    expect(copy.getByText('Budi Santoso')).toBeInTheDocument();
    expect(copy.getByText('34 Tahun')).toBeInTheDocument();
    // Dated today, in long Indonesian form, at the village.
    expect(copy.getByText(`Sukamaju, ${formatTanggalPanjang(new Date())}`)).toBeInTheDocument();
    expect(sheet.querySelector('style')?.textContent).toContain('size: A4');
  });

  it('shows the placeholders and "Tambah Nama TTD" without a signer, and adds one', async () => {
    let record = kelahiran();
    const { user, api } = render({
      'GET /api/kelahiran/:id': () => jsonResponse({ success: true, data: record }),
      'POST /api/signature/:id/p/kelahiran': (req) => {
        const body = req.body as { nama_lengkap: string; nama_jabatan: string };
        record = { ...record, signatures: { ...signer, ...body } };
        return jsonResponse({ success: true, message: 'Sukses menambahkan data TTD', data: record.signatures }, 201);
      },
    });
    await screen.findByRole('document');
    expect(screen.getAllByText('Tambahkan nama jabatan')).toHaveLength(2);
    expect(screen.getAllByText('Tambahkan nama lengkap')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Perbarui Nama TTD' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan Data TTD' });
    expect(within(dialog).getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
    // A new signer starts from the village's head title.
    expect(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' })).toHaveValue('Kepala Desa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' }), 'Slamet Riyadi');
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));

    expect(await screen.findByText('Sukses menambahkan data TTD')).toBeInTheDocument();
    const call = api.callsTo('POST /api/signature/:id/p/kelahiran')[0];
    expect(call?.params).toEqual({ id: 'k1' });
    expect(call?.body).toEqual({ nama_jabatan: 'Kepala Desa', nama_lengkap: 'Slamet Riyadi' });
    expect(await screen.findAllByText('Slamet Riyadi')).toHaveLength(2);
    expect(screen.queryByText('Tambahkan nama jabatan')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Perbarui Nama TTD' })).toBeInTheDocument();
  });

  it('offers "Perbarui Nama TTD" with a signer and updates it through its own id', async () => {
    let record = kelahiran({ signatures: signer });
    const { user, api } = render({
      'GET /api/kelahiran/:id': () => jsonResponse({ success: true, data: record }),
      'PUT /api/signature/:signatureId/u': (req) => {
        record = { ...record, signatures: { ...signer, ...(req.body as object) } };
        return jsonResponse({ success: true, message: 'Sukses memperbarui data TTD', data: record.signatures });
      },
    });
    await screen.findByRole('document');
    expect(screen.queryByRole('button', { name: 'Tambah Nama TTD' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Perbarui Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data TTD' });
    expect(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' })).toHaveValue('Kepala Desa');
    expect(within(dialog).getByRole('textbox', { name: 'Nama Lengkap' })).toHaveValue('Slamet Riyadi');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Jabatan' }), 'Sekretaris Desa');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Sukses memperbarui data TTD')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/signature/:signatureId/u')[0]?.params).toEqual({ signatureId: 'sig-1' });
    expect(await screen.findAllByText('Sekretaris Desa')).toHaveLength(2);
  });

  it('keeps the signer dialog open with the server\'s message when the save fails', async () => {
    const { user } = render({
      'GET /api/kelahiran/:id': found(kelahiran()),
      'POST /api/signature/:id/p/kelahiran': () => jsonResponse({ success: false, code: 'CONFLICT', message: 'Data TTD surat ini sudah ada' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Nama TTD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan Data TTD' });
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Data TTD surat ini sudah ada');
  });

  it('prints only the letter sheet, on A4, under the document title', async () => {
    const { user } = render({ 'GET /api/kelahiran/:id': found(kelahiran()) });
    const sheet = await screen.findByRole('document');
    await user.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    expect(printed).toHaveLength(1);
    expect(printed[0]?.documentTitle).toBe('kutipan-kelahiran-Ahmad Fauzi');
    expect(printed[0]?.contentRef?.current).toBe(sheet);
    expect(printed[0]?.pageStyle).toContain('size: A4');
    expect(kelahiranDocumentTitle(null)).toBe('kutipan-kelahiran-');
  });

  it('goes back to the detail', async () => {
    const { user, location } = render({ 'GET /api/kelahiran/:id': found(kelahiran()) });
    await screen.findByRole('document');
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(location().pathname).toBe('/kelahiran/k1/d'));
  });

  it('prints missing values as empty text', async () => {
    render({ 'GET /api/kelahiran/:id': found(kelahiran({ nomor_surat_kelahiran: null, nama: null, jenis_kelamin: null })) });
    const sheet = await screen.findByRole('document');
    expect(within(sheet).getAllByText('Nomor :')).toHaveLength(2);
    expect(within(sheet).getAllByText('Telah lahir seorang anak :')).toHaveLength(2);
    expect(sheet).not.toHaveTextContent('null');
    expect(sheet).not.toHaveTextContent('undefined');
  });

  it('stops loading on a 404', async () => {
    render({ 'GET /api/kelahiran/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Data kelahiran tidak ditemukan' }, 404) });
    expect(await screen.findByRole('heading', { name: 'DATA KELAHIRAN TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("signs a signer without a title of their own under the village head's title (jabatan_kepala)", async () => {
    render({ 'GET /api/kelahiran/:id': found(kelahiran({ signatures: { ...signer, nama_jabatan: '' } })) }, { nama_desa: 'Sukamaju', jabatan_kepala: 'Lurah' });
    const sheet = await screen.findByRole('document');
    const blocks = sheet.querySelectorAll<HTMLElement>('[data-signer-block]');
    expect(blocks).toHaveLength(2);
    blocks.forEach((block) => expect(within(block).getByText('Lurah')).toBeInTheDocument());
    expect(within(sheet).queryByText('Tambahkan nama jabatan')).not.toBeInTheDocument();
  });
});
