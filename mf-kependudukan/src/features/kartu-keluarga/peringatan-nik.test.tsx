// Issue 13 in the resident form (the card-with-head page; the member pages share @sid/ui/penduduk-form):
// what the NIK says against the record, live; the server's warnings (regions, duplicates) beside the
// fields; warnings never block the save; an impossible date part of the NIK is an error.
import { screen, waitFor } from '@testing-library/react';
import { NIK_ERROR_MESSAGES } from '@sid/openapi/rules';
import { fillIn, jsonResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { penduduk } from '../../test/fixtures';
import { KartuKeluargaInsertPage } from './kartu-keluarga-insert-page';

type User = ReturnType<typeof renderModulePage>['user'];

function openPage(api = {}) {
  return renderModulePage(<KartuKeluargaInsertPage />, { route: '/kartu_keluarga/insert', path: '/kartu_keluarga/insert', api });
}

async function fill(user: User, o: { nik?: string; jk?: string; tanggal?: string } = {}) {
  await fillIn(user, screen.getByRole('textbox', { name: /Nomor KK/ }), '3507010101200001');
  await fillIn(user, screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ }), o.nik ?? '3507014501900001');
  await fillIn(user, screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Siti Aminah');
  await user.selectOptions(screen.getByRole('combobox', { name: /Jenis Kelamin/ }), o.jk ?? 'Perempuan');
  await fillIn(user, screen.getByRole('textbox', { name: /Tempat Lahir/ }), 'Malang');
  await fillIn(user, screen.getByLabelText(/Tanggal Lahir/), o.tanggal ?? '1990-01-05');
  await user.selectOptions(screen.getByRole('combobox', { name: /Agama/ }), 'Islam');
  await user.selectOptions(screen.getByRole('combobox', { name: /Status Perkawinan/ }), 'Kawin');
  await fillIn(user, screen.getByRole('combobox', { name: /Pekerjaan/ }), 'Guru');
  await user.selectOptions(screen.getByRole('combobox', { name: /Pendidikan Terakhir/ }), 'SLTA/Sederajat');
  await fillIn(user, screen.getByRole('textbox', { name: /Alamat Asal/ }), 'Dusun Krajan');
}

const TANGGAL_BEDA = 'Tanggal lahir menurut NIK adalah 05-01-90 (DD-MM-YY), berbeda dengan tanggal lahir yang diisi';
const JK_BEDA = 'NIK menunjukkan jenis kelamin Perempuan (tanggal ditambah 40), berbeda dengan jenis kelamin yang dipilih';
const saved = () => jsonResponse({ success: true, message: 'Kartu keluarga berhasil ditambahkan', data: penduduk({ _id: 'p-new', keluarga_dari: { _id: 'kk-new', no_kk: '3507010101200001' } }) }, 201);

describe('the NIK warnings of the resident form', () => {
  it('follow the typing: the NIK against the birth date and the sex, beside those fields', async () => {
    const { user } = openPage();
    await fill(user, { jk: 'Laki laki', tanggal: '1990-01-06' });
    expect(await screen.findByText(TANGGAL_BEDA)).toBeInTheDocument();
    expect(screen.getByText(JK_BEDA)).toBeInTheDocument();
    // A warning, not an error: the fields are not invalid.
    expect(screen.getByRole('combobox', { name: /Jenis Kelamin/ })).not.toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: /Jenis Kelamin/ }), 'Perempuan');
    await waitFor(() => expect(screen.queryByText(JK_BEDA)).not.toBeInTheDocument());
    expect(screen.getByText(TANGGAL_BEDA)).toBeInTheDocument();
  });

  it('never block the save: the clerk confirms by saving', async () => {
    const { user, api, location } = openPage({ 'POST /api/kartu_keluarga': saved });
    await fill(user, { jk: 'Laki laki' });
    expect(await screen.findByText(JK_BEDA)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    await waitFor(() => expect(location().pathname).toBe('/kartu_keluarga/kk-new/d'));
    expect(api.callsTo('POST /api/kartu_keluarga')[0]?.body).toMatchObject({ nik: '3507014501900001', jenis_kelamin: 'Laki laki' });
  });

  it("show the server's warnings beside NIK and Nomor KK, a duplicate with a link to the other record", async () => {
    const asked: unknown[] = [];
    const { user } = openPage({
      'POST /api/penduduk/periksa': (req: MockRequest) => {
        asked.push(req.body);
        return jsonResponse({
          success: true,
          data: {
            peringatan: [
              { field: 'nik', kode: 'DUPLIKAT_DESA_INI', pesan: 'Mungkin orang yang sama: Siti Aminah (NIK 3507014501900009) sudah terdaftar di desa ini', tautan: '/penduduk/p-lain/d' },
              { field: 'nik', kode: 'DUPLIKAT_DESA_LAIN', pesan: 'Mungkin orang yang sama terdaftar di Desa Seberang' },
              { field: 'no_kk', kode: 'NO_KK_WILAYAH_TIDAK_DIKENAL', pesan: 'Kode wilayah Nomor KK 35.07.01 tidak ada dalam daftar wilayah resmi' },
              // The form computes these itself (live): the server's copy is not shown twice.
              { field: 'jenis_kelamin', kode: 'NIK_JENIS_KELAMIN_BEDA', pesan: 'dari server' },
            ],
          },
        });
      },
    });
    await fill(user);
    expect(await screen.findByText(/sudah terdaftar di desa ini/)).toBeInTheDocument();
    expect(screen.getByText('Mungkin orang yang sama terdaftar di Desa Seberang')).toBeInTheDocument();
    expect(screen.getByText('Kode wilayah Nomor KK 35.07.01 tidak ada dalam daftar wilayah resmi')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Lihat data (tab baru)' });
    expect(link).toHaveAttribute('href', '/penduduk/p-lain/d');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('dari server')).not.toBeInTheDocument();
    expect(asked.at(-1)).toEqual({
      nik: '3507014501900001',
      no_kk: '3507010101200001',
      nama_lengkap: 'Siti Aminah',
      tempat_lahir: 'Malang',
      tanggal_lahir: '1990-01-05',
      jenis_kelamin: 'Perempuan',
    });
  });

  it('a failing warnings call shows nothing and blocks nothing', async () => {
    const { user, location } = openPage({
      'POST /api/penduduk/periksa': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500),
      'POST /api/kartu_keluarga': saved,
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    await waitFor(() => expect(location().pathname).toBe('/kartu_keluarga/kk-new/d'));
  });

  it('refuse a NIK whose date part is no date, under NIK, before sending', async () => {
    const { user, api } = openPage();
    await fill(user, { nik: '3507013201900001' });
    await user.click(screen.getByRole('button', { name: 'Tambahkan Data' }));
    expect(await screen.findByText(NIK_ERROR_MESSAGES.hari)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^NIK(?! Ayah| Ibu)/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/kartu_keluarga')).toHaveLength(0);
  });
});
