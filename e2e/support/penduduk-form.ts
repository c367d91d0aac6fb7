// The resident form through the screens: PendudukForm (@sid/ui-desa/penduduk-form) is the form of a new
// family card and its head, of a new member and of a member's edit, in the family-card area
// (mf-kependudukan) and in the incoming-resident area (mf-mutasi) alike, so the journeys fill it here.
import { expect, type Page } from '@playwright/test';

export interface Resident {
  nik: string;
  nama: string;
  jenisKelamin: 'Laki laki' | 'Perempuan';
  /** Issue 35: the birth place and date apart (the age is computed from the date). */
  tempatLahir: string;
  /** YYYY-MM-DD. */
  tanggalLahir: string;
  /** 'Islam' unless given. */
  agama?: string;
  /** 'Kawin' unless given. */
  statusPerkawinan?: string;
  /** 'Wiraswasta' unless given (free text, with Dukcapil's list offered). */
  pekerjaan?: string;
  /** 'SLTA/Sederajat' unless given. */
  pendidikan?: string;
  /** Left as the form has it (the head of a new card: 'Kepala Keluarga') unless given. */
  posisi?: string;
  /** Left as the form has it (a new member: the head's address) unless given. */
  alamat?: string;
}

/** Fills the resident's fields of the form on the page; sends nothing. */
export async function fillPendudukForm(page: Page, r: Resident): Promise<void> {
  // Not 'NIK Ayah' / 'NIK Ibu' (issue 35's KK columns).
  await page.getByLabel(/^NIK(?! Ayah| Ibu)/).fill(r.nik);
  await page.getByLabel('Nama Lengkap').fill(r.nama);
  await page.getByLabel('Jenis Kelamin').selectOption(r.jenisKelamin);
  await page.getByLabel('Tempat Lahir').fill(r.tempatLahir);
  await page.getByLabel('Tanggal Lahir').fill(r.tanggalLahir);
  await page.getByLabel('Agama').selectOption(r.agama ?? 'Islam');
  await page.getByLabel('Status Perkawinan').selectOption(r.statusPerkawinan ?? 'Kawin');
  await page.getByLabel('Pekerjaan').fill(r.pekerjaan ?? 'Wiraswasta');
  await page.getByLabel('Pendidikan Terakhir').selectOption(r.pendidikan ?? 'SLTA/Sederajat');
  if (r.posisi !== undefined) await page.getByLabel('Posisi dalam Keluarga').selectOption(r.posisi);
  if (r.alamat !== undefined) await page.getByLabel('Alamat Asal').fill(r.alamat);
}

/** Fills a new card's form (its No. KK, then its head); sends nothing. */
export async function fillKartuKeluargaForm(page: Page, noKk: string, head: Resident): Promise<void> {
  await page.getByLabel('Nomor KK').fill(noKk);
  await fillPendudukForm(page, head);
}

/**
 * Adds a family card through the screens, on the add-card page (/kartu_keluarga/insert): the number
 * and the head (whose position starts at 'Kepala Keluarga'), 'Tambahkan Data', then the new card's
 * detail, which shows the number and the head as 'Kepala Keluarga'.
 */
export async function addKartuKeluarga(page: Page, noKk: string, head: Resident): Promise<void> {
  await fillKartuKeluargaForm(page, noKk, head);
  await expect(page.getByLabel('Posisi dalam Keluarga')).toHaveValue(head.posisi ?? 'Kepala Keluarga');
  await page.getByRole('button', { name: 'Tambahkan Data' }).click();
  await expect(page).toHaveURL(/\/kartu_keluarga\/[^/]+\/d$/);
  await expect(page.getByText(noKk)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(head.nama) })).toContainText('Kepala Keluarga');
}
