// A village left read-only after its export to join the regency (issue 38): a banner above every page
// saying so, where the staff work now, and (to its Super Admins) where to turn it off. Read with the
// village at sign-in (GET /api/desa's hanya_baca); read again whenever the server refuses a write with
// 423 or a screen changes the setting (the client's `sid:desa-hanya-baca` event), so it appears on the
// first refused save of a village turned read-only elsewhere and goes once it is turned off.
import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { HANYA_BACA_EVENT, type components } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { formatTanggalPanjang } from '@sid/ui/format';
import { RouterLink } from '@sid/ui/router-link';
import { useKnownVillage, useSession } from '@sid/ui-desa/module';
import { fetchDesaSaya } from '../api/shell-api';

type HanyaBaca = components['schemas']['HanyaBaca'];

const useStyles = makeStyles({
  root: { marginBottom: tokens.spacingVerticalL },
  // As the Fluent links beside it (RouterLink).
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

/** The banner's words: the product's, with the date and the regency server's address when known. */
export function pesanHanyaBaca(h: Pick<HanyaBaca, 'diubah_pada' | 'alamat_kabupaten'>): string {
  const sejak = h.diubah_pada ? ` sejak ${formatTanggalPanjang(h.diubah_pada.slice(0, 10))}` : '';
  const ke = h.alamat_kabupaten ? ` di ${h.alamat_kabupaten}` : '';
  return (
    `Desa ini hanya-baca: datanya sudah dipindahkan ke server kabupaten${sejak}. Data di sini masih dapat dilihat dan diunduh, ` +
    `tetapi tidak dapat diubah. Lanjutkan pekerjaan di server kabupaten${ke} dengan username dan password yang sama.`
  );
}

export function HanyaBacaBanner() {
  const styles = useStyles();
  const { user } = useSession();
  const village = useKnownVillage();
  const [state, setState] = useState<HanyaBaca | undefined>(village?.hanya_baca);
  // The village read again by the shell: its setting starts over from it (state adjusted while rendering).
  const [seen, setSeen] = useState(village);
  if (seen !== village) {
    setSeen(village);
    setState(village?.hanya_baca);
  }
  useEffect(() => {
    if (!village) return undefined;
    let live = true;
    const baca = () => {
      fetchDesaSaya().then((v) => { if (live) setState(v.hanya_baca); }, () => undefined);
    };
    window.addEventListener(HANYA_BACA_EVENT, baca);
    return () => {
      live = false;
      window.removeEventListener(HANYA_BACA_EVENT, baca);
    };
  }, [village]);
  if (!state?.hanya_baca) return null;
  return (
    <div data-testid="hanya-baca" className={styles.root}>
      <Banner intent="warning" message={pesanHanyaBaca(state)}>
        {state.alamat_kabupaten ? <a className={styles.link} href={state.alamat_kabupaten} rel="noopener noreferrer" target="_blank">Buka server kabupaten</a> : null}
        {user.role === 'Super Admin' ? (
          <>
            {state.alamat_kabupaten ? ' · ' : null}
            <RouterLink to="/cadangan">Matikan hanya-baca di Cadangan Data</RouterLink>
          </>
        ) : null}
      </Banner>
    </div>
  );
}
