// '/' when no enabled module claims it: a regency may switch the population module (which owns the
// dashboard) off, and the signed-in user must still land somewhere that says where they are.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Card, CardHeader } from '@fluentui/react-card';
import { Title3, Body1 } from '@fluentui/react-text';
import { HomeRegular } from '@fluentui/react-icons';
import { useSession, useVillage } from '@sid/ui-desa/module';

const useStyles = makeStyles({
  card: {
    maxWidth: '720px',
    padding: tokens.spacingHorizontalXL,
  },
  icon: {
    fontSize: '28px',
    color: tokens.colorBrandForeground1,
    display: 'flex',
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

export default function HomePage() {
  const styles = useStyles();
  const village = useVillage();
  const { user } = useSession();
  return (
    <Card className={styles.card} data-testid="shell-home">
      <CardHeader
        image={<span className={styles.icon} aria-hidden><HomeRegular /></span>}
        header={<Title3 as="h1">Selamat Datang</Title3>}
      />
      <div className={styles.body}>
        <Body1>
          Desa {village.nama_desa}, Kecamatan {village.kecamatan}, Kabupaten {village.kabupaten}
        </Body1>
        <Body1>
          Anda masuk sebagai <strong>{user.role}</strong>. Pilih menu untuk mulai bekerja.
        </Body1>
      </div>
    </Card>
  );
}
