import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { DeleteRegular, ImageAddRegular, ImageEditRegular, ImageSearchRegular } from '@fluentui/react-icons';
import type { ArsipKematian } from '@sid/openapi';
import { KelengkapanBadge } from '@sid/ui-desa/kelengkapan';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

export interface ArsipControlProps {
  arsip: ArsipKematian | null;
  onView: () => void;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec §4: without an archive 'Tambahkan Arsip Kematian'; with one, view, edit and delete. */
export function ArsipControl({ arsip, onView, onAdd, onEdit, onDelete }: ArsipControlProps) {
  const styles = useStyles();
  if (!arsip) {
    return (
      <div className={styles.row}>
        <KelengkapanBadge lengkap={false} />
        <Button size="small" appearance="primary" icon={<ImageAddRegular />} onClick={onAdd}>Tambahkan Arsip Kematian</Button>
      </div>
    );
  }
  return (
    <div className={styles.row}>
      <KelengkapanBadge lengkap />
      <Button size="small" appearance="transparent" icon={<ImageSearchRegular />} onClick={onView}>Lihat Arsip Kematian</Button>
      <Button size="small" icon={<ImageEditRegular />} onClick={onEdit}>Perbarui Arsip</Button>
      <Button size="small" icon={<DeleteRegular />} onClick={onDelete}>Hapus Arsip</Button>
    </div>
  );
}
