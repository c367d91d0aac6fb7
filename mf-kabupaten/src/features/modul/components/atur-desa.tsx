import { useId, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { Select } from '@fluentui/react-select';
import { Caption1, Subtitle2 } from '@fluentui/react-text';
import { ArrowUndoRegular, CheckmarkRegular, DismissRegular, PlugConnectedRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import type { ModulDesaInput } from '../api/atur-modul-desa';
import type { ModulDesa } from '../api/list-modul-desa';
import type { ModulKabupaten } from '../api/list-modul-kabupaten';
import { angka, labelKembaliDesa, pilihanVersi } from './format';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { margin: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  select: { minWidth: '220px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Which villages a change is for: the chosen ones, or every village of a kecamatan. */
export type SasaranDesa = { desa_ids: string[] } | { kecamatan: string };

/** A change for villages, asked for and not yet confirmed: what, for which villages, how many. */
export interface PermintaanAturDesa {
  input: ModulDesaInput;
  /** Names the villages: '3 desa terpilih', '12 desa di Kecamatan Pagak'. */
  sebutan: string;
  /** The chosen villages' rows when they were chosen in the table (not for a kecamatan). */
  desa: readonly ModulDesa[];
  /** 'Naikkan ke versi 0.1.1' for a rollback whose direction is known. */
  labelKembali: string;
}

export interface KecamatanJumlah {
  kecamatan: string;
  jumlah_desa: number;
}

export interface AturDesaProps {
  modul: ModulKabupaten;
  /** The villages chosen in the table (on any page). */
  terpilih: readonly ModulDesa[];
  kecamatan: readonly KecamatanJumlah[];
  /** The kecamatan list could not be loaded (said under its select). */
  kecamatanGagal?: boolean;
  busy: boolean;
  /** One change for the villages, to be confirmed by the page. */
  onAtur: (permintaan: PermintaanAturDesa) => void;
  onKosongkan: () => void;
}

const IKUT_KABUPATEN = '';

/**
 * A staged rollout: the chosen villages or a whole kecamatan get a pinned version (or follow the
 * regency's again), the module on or off, or their previous pin back. Every change is confirmed by
 * the page first (one dialog for all of them). A core module stays on.
 */
export function AturDesa({ modul, terpilih, kecamatan, kecamatanGagal, busy, onAtur, onKosongkan }: AturDesaProps) {
  const styles = useStyles();
  const titleId = useId();
  const [mode, setMode] = useState<'pilih' | 'kecamatan'>('pilih');
  const [kec, setKec] = useState('');
  const [versi, setVersi] = useState(IKUT_KABUPATEN);
  const versiDesa = pilihanVersi(modul, false);

  const sasaran: SasaranDesa | null = mode === 'pilih'
    ? (terpilih.length > 0 ? { desa_ids: terpilih.map((d) => d.desa_id) } : null)
    : (kec ? { kecamatan: kec } : null);
  const jumlahKec = kecamatan.find((k) => k.kecamatan === kec)?.jumlah_desa;
  const sebutan = mode === 'pilih'
    ? `${angka(terpilih.length)} desa terpilih`
    : `${jumlahKec === undefined ? 'semua' : angka(jumlahKec)} desa di Kecamatan ${kec}`;
  const desa = mode === 'pilih' ? terpilih : [];
  const labelKembali = labelKembaliDesa(modul, desa);
  const disabled = sasaran === null || busy;
  const atur = (ubah: Pick<ModulDesaInput, 'aktif' | 'versi' | 'kembalikan'>) => {
    if (sasaran) onAtur({ input: { ...sasaran, ...ubah }, sebutan, desa, labelKembali });
  };
  const versiDipilih = versi === IKUT_KABUPATEN ? null : versi;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Subtitle2 as="h3" id={titleId} className={styles.title}>Atur desa</Subtitle2>
      <div className={styles.row}>
        <Field label="Terapkan ke">
          <RadioGroup layout="horizontal" value={mode} onChange={(_, d) => setMode(d.value as 'pilih' | 'kecamatan')}>
            <Radio value="pilih" label={`Desa terpilih (${terpilih.length})`} />
            <Radio value="kecamatan" label="Semua desa di kecamatan" />
          </RadioGroup>
        </Field>
        <Field label="Kecamatan yang diatur" validationMessage={kecamatanGagal ? 'Daftar kecamatan tidak dapat dimuat' : undefined}>
          <Select className={styles.select} value={kec} disabled={mode !== 'kecamatan'} onChange={(_, d) => setKec(d.value)}>
            <option value="">Pilih kecamatan</option>
            {kecamatan.map((k) => <option key={k.kecamatan} value={k.kecamatan}>{k.kecamatan}</option>)}
          </Select>
        </Field>
        {mode === 'pilih' && terpilih.length > 0 ? (
          <Button appearance="subtle" icon={<DismissRegular />} onClick={onKosongkan}>Kosongkan pilihan</Button>
        ) : null}
      </div>
      {sasaran === null ? (
        <Caption1 className={styles.muted}>
          {mode === 'pilih' ? 'Centang desa di tabel untuk memilihnya.' : 'Pilih kecamatan yang desanya diatur.'}
        </Caption1>
      ) : null}
      <div className={styles.row}>
        <Field label="Versi untuk desa" hint="Versi yang tidak cocok dengan server ini tidak dapat dipilih.">
          <Select className={styles.select} value={versi} onChange={(_, d) => setVersi(d.value)}>
            <option value={IKUT_KABUPATEN}>Ikut versi kabupaten</option>
            {versiDesa.map((p) => <option key={p.value} value={p.value} disabled={p.alasan !== null}>{p.label}</option>)}
          </Select>
        </Field>
        <Button appearance="primary" icon={<CheckmarkRegular />} disabled={disabled} onClick={() => atur({ versi: versiDipilih })}>
          {versiDipilih ? `Pakai versi ${versiDipilih}` : 'Pakai versi kabupaten'}
        </Button>
      </div>
      <div className={styles.row}>
        <Button icon={<PlugConnectedRegular />} disabled={disabled} onClick={() => atur({ aktif: true })}>Aktifkan modul</Button>
        {modul.wajib ? null : (
          <Button icon={<PlugDisconnectedRegular />} disabled={disabled} onClick={() => atur({ aktif: false })}>Nonaktifkan modul</Button>
        )}
        <Button icon={<ArrowUndoRegular />} disabled={disabled} onClick={() => atur({ kembalikan: true })}>{labelKembali}</Button>
      </div>
      {modul.wajib ? (
        <Caption1 className={styles.muted}>{modul.judul} adalah modul inti: modul ini tidak dapat dinonaktifkan untuk desa.</Caption1>
      ) : null}
    </section>
  );
}
