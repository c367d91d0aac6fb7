// /penduduk/{id}/d/update (issue 40): 'Edit' from a resident's page. The family card's member form
// (one form, one set of rules; so it lives beside it, in this feature), in the resident's context: titled 'Edit Data Penduduk', the drawer
// stays on Penduduk (the path is under /penduduk), and saving or 'Kembali' returns to the resident.
import { AnggotaUpdatePage } from './anggota-update-page';

export function PendudukUpdatePage() {
  return <AnggotaUpdatePage konteks="penduduk" />;
}

export default PendudukUpdatePage;
