import { konfigurasiGrafik } from './grafik-statistik';

const baris = [{ kategori: '0–4 tahun', laki_laki: 3, perempuan: 2, jumlah: 5 }, { kategori: '5–9 tahun', laki_laki: 1, perempuan: 4, jumlah: 5 }];

describe('konfigurasiGrafik', () => {
  it('draws the age groups as a pyramid: men to the left, the youngest at the bottom', () => {
    const c = konfigurasiGrafik({ kunci: 'umur', judul: 'Kelompok Umur', baris });
    expect(c.data.labels).toEqual(['5–9 tahun', '0–4 tahun']);
    expect(c.data.datasets.map((d) => d.data)).toEqual([[-1, -3], [4, 2]]);
    expect(c.options?.scales?.x).toMatchObject({ stacked: true });
  });

  it('draws another table as bars of men and women side by side, in its order', () => {
    const c = konfigurasiGrafik({ kunci: 'agama', judul: 'Agama', baris });
    expect(c.data.labels).toEqual(['0–4 tahun', '5–9 tahun']);
    expect(c.data.datasets.map((d) => d.data)).toEqual([[3, 1], [2, 4]]);
    expect(c.options?.scales?.x).toMatchObject({ stacked: false });
  });
});
