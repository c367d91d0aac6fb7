import { render, screen, within } from '@testing-library/react';
import type { KartuKeluarga, Village } from '@sid/openapi';
import { penduduk } from '../../../test/fixtures';
import { KartuKeluargaCetak, KK_PAGE_STYLE } from './kartu-keluarga-cetak';

const village = { nama_desa: 'Watugede', kecamatan: 'Singosari', kabupaten: 'Malang', provinsi: 'Jawa Timur', kode_pos: '65153' } as Village;
const kartu = {
  _id: 'kk1',
  no_kk: '3507010000001000',
  anggota_keluarga: [
    penduduk({
      _id: 'p1', nama_lengkap: 'Budi Santoso', nik: '3507010101800001', jenis_kelamin: 'Laki laki', tempat_tanggal_lahir: 'Malang, 05 Januari 1980', posisi_dalam_keluarga: 'Kepala Keluarga',
      golongan_darah: 'O+', tanggal_perkawinan: '2005-06-20', kewarganegaraan: 'WNA', no_paspor: 'C1234567', no_kitas_kitap: '2C11AB1234', nama_ayah: 'Slamet', nama_ibu: 'Sumiati',
    }),
    penduduk({ _id: 'p2', nama_lengkap: 'Siti Aminah', nik: '3507014101850002', jenis_kelamin: 'Perempuan', tempat_tanggal_lahir: 'Blitar 1985', tempat_lahir: null, tanggal_lahir: null, perlu_dilengkapi: ['tempat_lahir', 'tanggal_lahir'], posisi_dalam_keluarga: 'Istri' }),
  ],
  data_penduduk_masuk: null,
  alamat_desa: { dusun_id: 'd1', dusun: 'Krajan', rw_id: 'w5', rw: '005', rt_id: 't2', rt: '002', alamat: 'Jl. Mawar 12', teks: 'Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan' },
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-01-05T00:00:00.000Z',
} as KartuKeluarga;

describe('the family card printed like a KK', () => {
  it('is an A4 landscape page', () => {
    expect(KK_PAGE_STYLE).toContain('size: A4 landscape');
  });

  it('heads the card with its number, the head, the address, RT/RW and the village', () => {
    render(<KartuKeluargaCetak kartu={kartu} village={village} />);
    expect(screen.getByText('No. 3507010000001000')).toBeInTheDocument();
    for (const text of ['BUDI SANTOSO', 'JL. MAWAR 12, DUSUN KRAJAN', '002/005', 'WATUGEDE', 'SINGOSARI', 'MALANG', '65153', 'JAWA TIMUR']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('lists the members in the Dukcapil column order, the place and date of birth apart', () => {
    render(<KartuKeluargaCetak kartu={kartu} village={village} />);
    const satu = screen.getByRole('table', { name: 'Anggota keluarga: identitas' });
    expect(within(satu).getAllByRole('columnheader').slice(0, 10).map((h) => h.textContent)).toEqual([
      'No', 'Nama Lengkap', 'NIK', 'Jenis Kelamin', 'Tempat Lahir', 'Tanggal Lahir', 'Agama', 'Pendidikan', 'Jenis Pekerjaan', 'Golongan Darah',
    ]);
    const dua = screen.getByRole('table', { name: 'Anggota keluarga: status dan orang tua' });
    expect(within(dua).getAllByRole('columnheader').slice(0, 9).map((h) => h.textContent)).toEqual([
      'No', 'Status Perkawinan', 'Tanggal Perkawinan', 'Status Hubungan Dalam Keluarga', 'Kewarganegaraan', 'No. Paspor', 'No. KITAS/KITAP', 'Nama Ayah', 'Nama Ibu',
    ]);
    const cells = (row: number) => within(within(satu).getAllByRole('row')[2 + row] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(0).slice(0, 6)).toEqual(['1', 'Budi Santoso', '3507010101800001', 'LAKI-LAKI', 'Malang', '05-01-1980']);
    // An old record not completed yet: its text, where it is no date, stays as typed.
    expect(cells(1).slice(4, 6)).toEqual(['', 'Blitar 1985']);
    // The KK columns (issue 35) from the record; nothing known prints '-'.
    expect(cells(0)[9]).toBe('O+');
    const cells2 = (row: number) => within(within(dua).getAllByRole('row')[2 + row] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells2(0).slice(1)).toEqual(['Kawin', '20-06-2005', 'Kepala Keluarga', 'WNA', 'C1234567', '2C11AB1234', 'Slamet', 'Sumiati']);
    expect(cells2(1).slice(1)).toEqual(['Kawin', '-', 'Istri', 'WNI', '-', '-', '-', '-']);
    // Empty rows up to five, as the paper card has.
    expect(within(satu).getAllByRole('row')).toHaveLength(2 + 5);
  });
});
