// The record a spec letter is issued from (a birth, a death, a move out), searched in its own list
// (`?sumber=<id>` keeps the choice); the person the letter prints is read from it by the server.
import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { useApiGet } from '@sid/openapi';
import type { SumberSurat } from '@sid/openapi/domain/surat';
import { formatTanggalPanjang } from '@sid/ui/format';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
  grow: { flexGrow: 1 },
  list: { listStyleType: 'none', margin: '8px 0 0 0', padding: '0', display: 'flex', flexDirection: 'column', gap: '4px' },
  item: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', padding: '4px 8px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  chosen: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
});

interface Pilihan {
  _id: string;
  label: string;
}

/** What the clerk is asked for, per kind of record. */
export const NAMA_SUMBER: Record<SumberSurat, { cari: string; kosong: string }> = {
  kelahiran: { cari: 'Cari data kelahiran', kosong: 'Data kelahiran tidak ditemukan' },
  kematian: { cari: 'Cari data kematian', kosong: 'Data kematian tidak ditemukan' },
  penduduk_keluar: { cari: 'Cari data penduduk keluar', kosong: 'Data penduduk keluar tidak ditemukan' },
};

/** The records of `sumber` matching `q` (all three lists search by name and NIK), as choices. */
function useDaftarSumber(sumber: SumberSurat, q: string | null): { data?: Pilihan[] } {
  // The first page (the API counts pages from 0), newest first: "kosongkan untuk melihat data terbaru".
  const query = { ...(q ? { q } : {}), limit: 5, page: 0, sort: 'createdAt' as const, order: 'desc' as const };
  const lahir = useApiGet(sumber === 'kelahiran' && q !== null ? '/api/kelahiran' : null, { query });
  const mati = useApiGet(sumber === 'kematian' && q !== null ? '/api/kematian' : null, { query });
  const keluar = useApiGet(sumber === 'penduduk_keluar' && q !== null ? '/api/penduduk_keluar' : null, { query });
  if (sumber === 'kelahiran') return { data: lahir.data?.data.map((b) => ({ _id: b._id, label: `${b.nama ?? '(tanpa nama)'} · lahir ${formatTanggalPanjang(b.tanggal_lahir) || '-'}` })) };
  if (sumber === 'kematian') return { data: mati.data?.data.map((k) => ({ _id: k._id, label: `${k.pemilik_data.nama_lengkap} · NIK ${k.pemilik_data.nik} · meninggal ${formatTanggalPanjang(k.tanggal_meninggal) || '-'}` })) };
  return {
    data: keluar.data?.data.map((r) => {
      const p = r.penduduk_keluar_desa[0];
      return { _id: r._id, label: `${p?.nama_lengkap ?? '-'} · NIK ${p?.nik ?? '-'}${r.penduduk_keluar_desa.length > 1 ? ` dan ${r.penduduk_keluar_desa.length - 1} pengikut` : ''}` };
    }),
  };
}

export interface PilihSumberProps {
  sumber: SumberSurat;
  sumberId: string;
  onPilih: (id: string, label: string) => void;
  /** The chosen record's label (kept by the page from the pick). */
  label: string | null;
}

export function PilihSumber({ sumber, sumberId, onPilih, label }: PilihSumberProps) {
  const s = useStyles();
  const [teks, setTeks] = useState('');
  const [cari, setCari] = useState<string | null>(null);
  const hasil = useDaftarSumber(sumber, cari);
  const nama = NAMA_SUMBER[sumber];
  if (sumberId !== '') {
    return (
      <div className={s.chosen}>
        <Text weight="semibold" data-sumber-terpilih="">{label ?? 'Data terpilih'}</Text>
        <Button onClick={() => onPilih('', '')}>Ganti data</Button>
      </div>
    );
  }
  return (
    <form role="search" aria-label={nama.cari} onSubmit={(e) => {
      e.preventDefault();
      setCari(teks.trim());
    }}>
      <div className={s.row}>
        <Field label={nama.cari} className={s.grow} hint="Nama atau NIK; kosongkan untuk melihat data terbaru">
          <Input value={teks} onChange={(_, d) => setTeks(d.value)} />
        </Field>
        <Button type="submit">Cari</Button>
      </div>
      {hasil.data ? (
        hasil.data.length === 0 ? (
          <Text role="status">{nama.kosong}</Text>
        ) : (
          <ul className={s.list} aria-label={`Hasil ${nama.cari.toLowerCase()}`}>
            {hasil.data.map((p) => (
              <li key={p._id} className={s.item}>
                <span>{p.label}</span>
                <Button size="small" appearance="primary" aria-label={`Pilih ${p.label}`} onClick={() => onPilih(p._id, p.label)}>Pilih</Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </form>
  );
}
