// A card per follower who left with the proposer: name, NIK, position in the family; 'Detail'
// opens the follower's data, 'Hapus' removes them from the record.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Caption1, Subtitle2 } from '@fluentui/react-text';
import { DeleteRegular, PersonInfoRegular } from '@fluentui/react-icons';
import type { Penduduk } from '@sid/openapi';
import { tampil, umurTahun } from '@sid/ui/format';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: '0',
    padding: '0',
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { margin: '0' },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalS,
  },
});

export interface PengikutListProps {
  pengikut: readonly Penduduk[];
  onDetail: (p: Penduduk) => void;
  onDelete: (p: Penduduk) => void;
  disabled?: boolean;
}

export function PengikutList({ pengikut, onDetail, onDelete, disabled = false }: PengikutListProps) {
  const styles = useStyles();
  if (pengikut.length === 0) return <Body1>Tidak ada pengikut: pengusul pindah seorang diri.</Body1>;
  return (
    <ul className={styles.grid} aria-label="Daftar pengikut">
      {pengikut.map((p) => (
        <li key={p._id} className={styles.card} aria-label={p.nama_lengkap}>
          <Subtitle2 as="h3" className={styles.name}>{p.nama_lengkap}</Subtitle2>
          <Caption1 className={styles.meta}>{`NIK ${tampil(p.nik)}`}</Caption1>
          <Caption1 className={styles.meta}>{`${tampil(p.posisi_dalam_keluarga)} · ${tampil(p.jenis_kelamin)} · ${tampil(umurTahun(p.umur))}`}</Caption1>
          <div className={styles.actions}>
            <Button size="small" icon={<PersonInfoRegular />} onClick={() => onDetail(p)} aria-label={`Detail ${p.nama_lengkap}`}>
              Detail
            </Button>
            <Button size="small" icon={<DeleteRegular />} disabled={disabled} onClick={() => onDelete(p)} aria-label={`Hapus pengikut ${p.nama_lengkap}`}>
              Hapus
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
