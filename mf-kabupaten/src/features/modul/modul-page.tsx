// /kabupaten/modul (Admin Kabupaten): Rilis Modul. The product's modules by their titles with the
// version the regency runs, the one before and its villages' exceptions, and 'Pasang Rilis' (an
// archive that `pnpm release <module>` packs). A module's row opens its page: versions and the staged
// rollout; 'Versi per Desa' shows every village's versions at once.
import { lazy, Suspense, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { RouterLink } from '@sid/ui/router-link';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, EmptyState, recordStates } from '@sid/ui/states';
import { useModulKabupaten } from './api/list-modul-kabupaten';
import { pasangRilis } from './api/pasang-rilis';
import { ModulTable } from './components/modul-table';

// The form brings formik and yup: loaded when 'Pasang Rilis' is first pressed.
const PasangRilisDialog = lazy(() => import('./components/pasang-rilis-dialog').then((m) => ({ default: m.PasangRilisDialog })));

const useStyles = makeStyles({
  intro: { marginBottom: 0, color: tokens.colorNeutralForeground2 },
});

export function ModulPage() {
  const styles = usePageStyles();
  const own = useStyles();
  const action = useServerAction();
  const read = useModulKabupaten();
  const [pasang, setPasang] = useState(false);

  const pasangButton = (
    <Button appearance="primary" icon={<ArrowUploadRegular />} onClick={() => setPasang(true)}>
      Pasang Rilis
    </Button>
  );
  const intro = (
    <p className={own.intro}>
      Versi yang dipakai tiap desa ada di <RouterLink to="/kabupaten/versi_desa">Versi per Desa</RouterLink>.
    </p>
  );

  return (
    <section aria-labelledby="modul-title">
      <PageHeader id="modul-title" title="Rilis Modul" actions={pasangButton} />
      <div className={styles.card}>
        <DataStates
          {...recordStates(read)}
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyState title="BELUM ADA MODUL" description="Server ini belum mengenal modul apa pun." />}
        >
          {(rows) => (
            <>
              <ModulTable rows={rows} />
              {intro}
            </>
          )}
        </DataStates>
      </div>

      {pasang ? (
        <Suspense fallback={null}>
          <PasangRilisDialog
            onSubmit={(values, form) => action.submit(() => pasangRilis(values.berkas as File), {
              form,
              fallback: 'Rilis berhasil dipasang',
              onSaved: () => {
                setPasang(false);
                void read.mutate();
              },
            })}
            onCancel={() => setPasang(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export default ModulPage;
