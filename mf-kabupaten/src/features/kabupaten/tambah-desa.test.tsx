// 'Tambah Desa' from the regency console: the code looked up in the official list, the letterhead
// checked before sending, the server's refusals kept in the dialog with what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { KabupatenPage } from './kabupaten-page';
import { ringkasan, tulungrejo, wilayahHandler } from './test-data';

const LAZY = { timeout: 15_000 };
const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };

async function openDialog(over: Record<string, (req: MockRequest) => Response | Promise<Response>> = {}) {
  const page = renderModulePage(<KabupatenPage />, {
    route: '/kabupaten', session,
    api: {
      'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: true, data: ringkasan }),
      'GET /api/kabupaten/desa': () => jsonResponse({ success: true, data: [tulungrejo], total: 1 }),
      'GET /api/kabupaten/wilayah/:kode': wilayahHandler,
      // The console's backup warning (features/cadangan): all is well.
      'GET /api/cadangan/status': () => jsonResponse({ success: true, data: { peringatan: false, pesan: null, berjalan: false, terakhir: null, terakhir_berhasil: null, jadwal: { aktif: true, jam: 12, zona_waktu: 'Asia/Jakarta' }, terenkripsi: false, unduh_diizinkan: false } }),
      ...over,
    },
  });
  await page.user.click(await screen.findByRole('button', { name: 'Tambah Desa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah Desa' }, LAZY);
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
  return { ...page, dialog, field };
}

describe("'Tambah Desa'", () => {
  it('puts the dots in the code as it is typed and looks the whole code up at once', async () => {
    const { user, api, dialog, field } = await openDialog();
    await user.type(field(/Kode Wilayah/), '3507012002');
    expect(field(/Kode Wilayah/)).toHaveValue('35.07.01.2002');
    expect(await within(dialog).findByText('Banjarejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur')).toBeInTheDocument();
    expect(api.callsTo('GET /api/kabupaten/wilayah/:kode').map((c) => c.params.kode)).toEqual(['35.07.01.2002']);
    // The official name is offered for the letterhead.
    expect(field(/Nama Desa/)).toHaveValue('Banjarejo');
  });

  it('says clearly when the code is not in the official list, and finds it once corrected', async () => {
    const { user, dialog, field } = await openDialog();
    await user.type(field(/Kode Wilayah/), '35.07.01.9999');
    expect(await within(dialog).findByText(/Kode 35\.07\.01\.9999 tidak ada dalam daftar wilayah Kemendagri/)).toBeInTheDocument();
    expect(field(/Nama Desa/)).toHaveValue('');
    await user.clear(field(/Kode Wilayah/));
    await user.type(field(/Kode Wilayah/), '35.07.01.2001');
    expect(await within(dialog).findByText('Tulungrejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur')).toBeInTheDocument();
    expect(within(dialog).queryByText(/tidak ada dalam daftar/)).not.toBeInTheDocument();
  });

  it("'Cek Kode' looks the code up again, and explains an unfinished code without asking the server", async () => {
    const { user, api, dialog, field } = await openDialog();
    await user.type(field(/Kode Wilayah/), '35.07.01');
    await user.click(within(dialog).getByRole('button', { name: 'Cek Kode' }));
    expect(await within(dialog).findByText('Kode wilayah harus berformat NN.NN.NN.NNNN (10 digit), mis. 35.07.01.2001')).toBeInTheDocument();
    expect(api.callsTo('GET /api/kabupaten/wilayah/:kode')).toHaveLength(0);
    await user.type(field(/Kode Wilayah/), '2001');
    await within(dialog).findByText('Tulungrejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur');
    await user.click(within(dialog).getByRole('button', { name: 'Cek Kode' }));
    await waitFor(() => expect(api.callsTo('GET /api/kabupaten/wilayah/:kode')).toHaveLength(2));
  });

  it('checks the letterhead before sending, then adds the village and opens its page', async () => {
    let created: unknown;
    const { user, location, dialog, field } = await openDialog({
      'POST /api/kabupaten/desa': (req) => {
        created = req.body;
        return jsonResponse({ success: true, message: 'Desa berhasil ditambahkan', data: { ...tulungrejo, _id: 'd9', nama_desa: 'Banjarejo' } }, 201);
      },
    });
    await user.type(field(/Kode Wilayah/), '35.07.01.2002');
    await within(dialog).findByText('Banjarejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Alamat Kantor tidak boleh kosong')).toBeInTheDocument();
    await user.type(field(/Alamat Kantor/), 'Jl. Raya Banjarejo 2');
    await user.type(field(/Kode Pos/), '6516');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Kode pos harus 5 digit angka')).toBeInTheDocument();
    expect(created).toBeUndefined();
    await user.type(field(/Kode Pos/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(location().pathname).toBe('/kabupaten/desa/d9'));
    expect(created).toEqual({ kode_wilayah: '35.07.01.2002', nama_desa: 'Banjarejo', alamat_kantor: 'Jl. Raya Banjarejo 2', kode_pos: '65167', jabatan_kepala: 'Kepala Desa' });
  });

  it('puts a taken code (409) under the code field and keeps the dialog and what was typed', async () => {
    const { user, dialog, field } = await openDialog({
      'POST /api/kabupaten/desa': () => jsonResponse({ success: false, code: 'KODE_WILAYAH_TAKEN', message: 'Desa dengan kode wilayah ini sudah terdaftar' }, 409),
    });
    await user.type(field(/Kode Wilayah/), '35.07.01.2001');
    await within(dialog).findByText('Tulungrejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur');
    await user.type(field(/Alamat Kantor/), 'Jl. Balai Desa 1');
    await user.type(field(/Kode Pos/), '65167');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(field(/Kode Wilayah/)).toHaveAccessibleDescription(expect.stringContaining('Desa dengan kode wilayah ini sudah terdaftar')));
    expect(field(/Kode Wilayah/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Nama Desa/)).toHaveValue('Tulungrejo');
    expect(field(/Alamat Kantor/)).toHaveValue('Jl. Balai Desa 1');
  });

  it("shows any other refusal in the dialog's banner (a code of another regency)", async () => {
    const { user, dialog, field } = await openDialog({
      'GET /api/kabupaten/wilayah/:kode': () => jsonResponse({ success: true, data: { kode_wilayah: '35.73.01.1001', nama_desa: 'Sisir', kecamatan: 'Batu', kabupaten: 'Kota Batu', provinsi: 'Jawa Timur' } }),
      'POST /api/kabupaten/desa': () => jsonResponse({ success: false, code: 'VALIDATION_ERROR', message: 'Kode wilayah 35.73.01.1001 bukan desa di kabupaten ini (kode 35.07)' }, 400),
    });
    await user.type(field(/Kode Wilayah/), '35.73.01.1001');
    expect(await within(dialog).findByText('Sisir, Kecamatan Batu, Kota Batu, Jawa Timur')).toBeInTheDocument();
    await user.type(field(/Alamat Kantor/), 'Jl. Sisir 1');
    await user.type(field(/Kode Pos/), '65314');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Kode wilayah 35.73.01.1001 bukan desa di kabupaten ini (kode 35.07)')).toBeInTheDocument();
    expect(field(/Kode Wilayah/)).toHaveValue('35.73.01.1001');
  });
});
