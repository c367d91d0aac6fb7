// The resident a letter is for: searched by name or NIK in the registry (never retyped), or given by
// the resident's page (`/surat/buat?penduduk=<id>`).
import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { useApiGet } from '@sid/openapi';

const useStyles = makeStyles({
  row: { display: 'flex', gap: '8px', alignItems: 'flex-end' },
  grow: { flexGrow: 1 },
  list: { listStyleType: 'none', margin: '8px 0 0 0', padding: '0', display: 'flex', flexDirection: 'column', gap: '4px' },
  item: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', padding: '4px 8px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  chosen: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
});

export interface PilihPendudukProps {
  pendudukId: string;
  onPilih: (id: string) => void;
}

export function PilihPenduduk({ pendudukId, onPilih }: PilihPendudukProps) {
  const s = useStyles();
  const [teks, setTeks] = useState('');
  const [cari, setCari] = useState('');
  const hasil = useApiGet(cari.trim() === '' ? null : '/api/penduduk', { query: { q: cari.trim(), limit: 5, page: 0 } });
  const dipilih = useApiGet(pendudukId === '' ? null : '/api/penduduk/{id}', { path: { id: pendudukId } });
  if (pendudukId !== '') {
    const p = dipilih.data?.data;
    return (
      <div className={s.chosen}>
        <Text weight="semibold" data-penduduk-terpilih="">
          {p ? `${p.nama_lengkap} (NIK ${p.nik})` : dipilih.error ? dipilih.error.message : 'Memuat...'}
        </Text>
        <Button onClick={() => onPilih('')}>Ganti penduduk</Button>
      </div>
    );
  }
  return (
    <form
      role="search"
      aria-label="Cari penduduk"
      onSubmit={(e) => {
        e.preventDefault();
        setCari(teks);
      }}
    >
      <div className={s.row}>
        <Field label="Cari penduduk" className={s.grow} hint="Nama atau NIK, lalu pilih dari hasilnya">
          <Input value={teks} onChange={(_, d) => setTeks(d.value)} />
        </Field>
        <Button type="submit">Cari</Button>
      </div>
      {hasil.data ? (
        hasil.data.data.length === 0 ? (
          <Text role="status">Penduduk tidak ditemukan</Text>
        ) : (
          <ul className={s.list} aria-label="Hasil pencarian penduduk">
            {hasil.data.data.map((p) => (
              <li key={p._id} className={s.item}>
                <span>{`${p.nama_lengkap} · NIK ${p.nik}`}</span>
                <Button size="small" appearance="primary" aria-label={`Pilih ${p.nama_lengkap}`} onClick={() => onPilih(p._id)}>
                  Pilih
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </form>
  );
}
