import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1 } from '@fluentui/react-text';
import { angka, type RingkasanImpor } from '../api/berkas-impor';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  label: { color: tokens.colorNeutralForeground2 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  note: { display: 'block', fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  danger: { color: tokens.colorPaletteRedForeground1 },
  source: { marginTop: tokens.spacingVerticalS, marginBottom: 0 },
});

const SUMBER: Record<RingkasanImpor['sumber'], string> = {
  templat: 'templat atau ekspor aplikasi ini',
  opensid: 'ekspor data penduduk OpenSID',
};

/** The dry run's figures: what was read, what the import would create, what stands in the way. */
export function AngkaRingkasan({ ringkasan: r }: { ringkasan: RingkasanImpor }) {
  const styles = useStyles();
  const item = (label: string, value: string, options: { note?: string; danger?: boolean } = {}) => (
    <div className={styles.item}>
      <dt><Caption1 className={styles.label}>{label}</Caption1></dt>
      <dd className={mergeClasses(styles.value, options.danger && styles.danger)}>
        {value}
        {options.note ? <span className={styles.note}>{options.note}</span> : null}
      </dd>
    </div>
  );
  return (
    <>
      <dl className={styles.list} aria-label="Ringkasan pemeriksaan">
        {item('Baris dibaca', angka(r.jumlah_baris))}
        {item('Kartu keluarga baru', angka(r.kartu_keluarga_baru))}
        {item('Penduduk baru', angka(r.penduduk_baru), {
          note: r.anggota_kartu_lama > 0 ? `${angka(r.anggota_kartu_lama)} di antaranya ditambahkan ke kartu keluarga yang sudah ada` : undefined,
        })}
        {item('Kesalahan', angka(r.jumlah_kesalahan), { danger: r.jumlah_kesalahan > 0 })}
        {item('Peringatan', angka(r.jumlah_peringatan))}
      </dl>
      <Body1 block as="p" className={styles.source}>
        {`Berkas ${r.nama_berkas} dibaca sebagai ${SUMBER[r.sumber] ?? r.sumber}.`}
        {r.kolom_diabaikan.length > 0 ? ` Kolom yang tidak dibaca: ${r.kolom_diabaikan.join(', ')}.` : null}
      </Body1>
    </>
  );
}
