// 'Desa Hanya-Baca' on Cadangan Data (issue 38, docs/adr/0023-ekspor-gabung-desa.md): after the export, the
// standalone village's Super Admin leaves the old install read-only (every change refused, reads and
// downloads kept), with the regency server's address where the staff work now; and turns it off again.
// Each way through a confirmation dialog; the shell's banner follows (notifyHanyaBaca).
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import { ALAMAT_KABUPATEN_MAX_LENGTH } from '@sid/openapi/domain';
import { hanyaBacaSchema } from '@sid/openapi/rules';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { FormikDialog, FormikInput } from '@sid/ui/form';
import { formatTanggalWaktu } from '@sid/ui/format';
import { usePageStyles } from '@sid/ui/page';
import { useServerAction } from '@sid/ui-desa/feedback';
import { aturHanyaBaca, type HanyaBaca } from '../api/hanya-baca';

export function HanyaBacaSection({ setelan, onChanged }: { setelan: HanyaBaca; onChanged: () => void }) {
  const styles = usePageStyles();
  const action = useServerAction();
  const [nyalakan, setNyalakan] = useState(false);
  const [matikan, setMatikan] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="hanya-baca-title">
      <Subtitle2 as="h2" id="hanya-baca-title" className={styles.sectionTitle}>Desa Hanya-Baca</Subtitle2>
      {setelan.hanya_baca ? (
        <p>
          Desa ini hanya-baca{setelan.diubah_pada ? ` sejak ${formatTanggalWaktu(setelan.diubah_pada)}` : ''}
          {setelan.diubah_oleh ? ` (oleh ${setelan.diubah_oleh})` : ''}: setiap perubahan data ditolak, data masih dapat
          dilihat dan diunduh.{setelan.alamat_kabupaten ? ` Server kabupaten: ${setelan.alamat_kabupaten}.` : ''}
        </p>
      ) : (
        <p>
          Setelah berkas ekspor digabungkan oleh Admin Kabupaten, jadikan desa ini hanya-baca: pekerjaan berlanjut di
          server kabupaten, dan tidak ada lagi perubahan di sini yang tidak sampai ke sana.
        </p>
      )}
      <div>
        {setelan.hanya_baca ? (
          <Button icon={<LockOpenRegular />} onClick={() => setMatikan(true)}>Matikan Hanya-Baca</Button>
        ) : (
          <Button icon={<LockClosedRegular />} onClick={() => setNyalakan(true)}>Jadikan Hanya-Baca</Button>
        )}
      </div>
      {nyalakan ? (
        <FormikDialog<{ alamat_kabupaten: string }>
          title="Jadikan desa ini hanya-baca?"
          submitLabel="Jadikan Hanya-Baca"
          initialValues={{ alamat_kabupaten: '' }}
          validationSchema={hanyaBacaSchema}
          onCancel={() => setNyalakan(false)}
          onSubmit={(values, form) =>
            action.submit(() => aturHanyaBaca({ hanya_baca: true, alamat_kabupaten: values.alamat_kabupaten.trim() }), {
              form,
              fallback: 'Desa ini sekarang hanya-baca',
              onSaved: () => {
                setNyalakan(false);
                onChanged();
              },
            })
          }
        >
          <p>
            Semua pengguna desa ini tidak dapat lagi menyimpan perubahan apa pun di sini (penduduk, kartu keluarga,
            mutasi, surat, pengguna, pengaturan). Data tetap dapat dilihat, dicetak dan diunduh. Super Admin dapat
            mematikannya lagi dari halaman ini.
          </p>
          <FormikInput
            name="alamat_kabupaten"
            label="Alamat server kabupaten (boleh kosong)"
            maxLength={ALAMAT_KABUPATEN_MAX_LENGTH}
            autoComplete="off"
            hint="Alamat yang diberikan Admin Kabupaten, diawali https:// atau http://. Ditampilkan kepada semua pengguna desa ini."
          />
        </FormikDialog>
      ) : null}
      <ConfirmDialog
        open={matikan}
        title="Matikan hanya-baca?"
        note="Data desa ini dapat diubah lagi di sini. Perubahan di sini tidak sampai ke server kabupaten."
        confirmLabel="Matikan Hanya-Baca"
        cancelLabel="Batal"
        busy={busy}
        onCancel={() => setMatikan(false)}
        onConfirm={async () => {
          setBusy(true);
          await action.run(() => aturHanyaBaca({ hanya_baca: false }), { fallback: 'Hanya-baca dimatikan', onSaved: onChanged });
          setBusy(false);
          setMatikan(false);
        }}
      />
    </section>
  );
}
