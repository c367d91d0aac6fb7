import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Spinner } from '@fluentui/react-spinner';
import { Body1 } from '@fluentui/react-text';
import type { StatusCadangan } from '../api/list-cadangan';
import { CadanganWarningBar } from '@sid/ui-desa/cadangan';
import { formatUkuran, formatWaktu, singkatanZona } from './format-cadangan';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { margin: 0 },
});

const jam = (h: number) => `${String(h).padStart(2, '0')}.00`;

/** The state of the backups in a few lines: the warning, a run in progress, the last good one, the schedule, where archives go. */
export function StatusPanel({ status: s }: { status: StatusCadangan }) {
  const styles = useStyles();
  const zona = s.jadwal.zona_waktu;
  const baik = s.terakhir_berhasil;
  return (
    <div className={styles.root}>
      {s.peringatan ? <CadanganWarningBar status={s} link={false} /> : null}
      {s.berjalan ? <Spinner size="tiny" labelPosition="after" label="Pencadangan sedang berjalan..." /> : null}
      {/* Without a good backup the warning above already says so. */}
      {baik ? (
        <Body1 as="p" className={styles.line}>
          {`Cadangan terakhir yang berhasil: ${formatWaktu(baik.mulai, zona)} (${formatUkuran(baik.ukuran)}).`}
        </Body1>
      ) : s.peringatan ? null : (
        <Body1 as="p" className={styles.line}>Belum ada cadangan yang berhasil.</Body1>
      )}
      <Body1 as="p" className={styles.line}>
        {s.jadwal.aktif
          ? `Pencadangan otomatis setiap hari pukul ${jam(s.jadwal.jam)} ${singkatanZona(zona)}; arsip lama dihapus bergilir.`
          : 'Pencadangan otomatis dimatikan di server (BACKUP_SCHEDULE=off): cadangkan sendiri secara berkala.'}
        {s.terenkripsi ? ' Arsip dienkripsi: tanpa kata sandi cadangan (BACKUP_PASSPHRASE) arsip tidak dapat dipulihkan.' : ''}
      </Body1>
      <Body1 as="p" className={styles.line}>
        {s.unduh_diizinkan
          ? 'Arsip berisi data pribadi seluruh penduduk: simpan salinannya di tempat yang aman, terpisah dari komputer server.'
          : 'Arsip berisi data pribadi semua desa di server ini, sehingga tidak diunduh lewat aplikasi: operator server menyalinnya langsung dari direktori cadangan di komputer server.'}
      </Body1>
    </div>
  );
}
