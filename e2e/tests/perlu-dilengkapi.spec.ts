// Issue 35, "Data Perlu Dilengkapi": a record whose birth place and date a client built before contract
// 1.3.0 sent as one text that cannot be read is listed; the clerk opens it from the list, is refused
// with the input kept and the cursor on the first error, completes it with the person form, and the
// list no longer holds it; the resident page then shows the person as the KK does.
import { test, expect } from '@playwright/test';
import { adminToken, call, nomorRun } from '../support/api';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

const RUN = String(Date.now()).slice(-8);
const LETTERS = RUN.split('').map((d) => 'abcdefghij'[Number(d)]).join('');

test('completes one record from "Data Perlu Dilengkapi"', async ({ page, baseURL }) => {
  const token = await adminToken(baseURL!);
  const nama = `Sumarni ${LETTERS}`;
  const nik = nomorRun('35', RUN, 95);
  // The NIK's own date, so the form's NIK check agrees with what the clerk types.
  // A date of this century that is still to come (a run's digits can say 26-12) is of the last one.
  const abad20 = `20${nik.slice(10, 12)}-${nik.slice(8, 10)}-${nik.slice(6, 8)}`;
  const tanggal = abad20 > new Date().toISOString().slice(0, 10) ? `19${abad20.slice(2)}` : abad20;
  const created = await call<{ data: { _id: string; perlu_dilengkapi: string[] } }>(baseURL!, token, 'POST', '/api/kartu_keluarga', {
    no_kk: nomorRun('36', RUN, 95),
    nik,
    nama_lengkap: nama,
    jenis_kelamin: 'Laki laki',
    // The spec's fields only, as an old client sends them: no date can be read from this text.
    tempat_tanggal_lahir: 'Malang, 5 1 60',
    umur: '66',
    agama: 'Islam',
    status_perkawinan: 'Kawin',
    pekerjaan: 'Petani/Pekebun',
    pendidikan_terakhir: 'SLTA/Sederajat',
    alamat_asal: 'Dusun Krajan RT 01 RW 02, Watugede',
  });
  expect(created.status).toBe(201);
  expect(created.body.data.perlu_dilengkapi).toEqual(['tempat_lahir', 'tanggal_lahir']);
  const id = created.body.data._id;

  await login(page);
  // The dashboard says how many there are and links to the list ('Lengkapi'); the drawer has it too.
  await page.getByRole('link', { name: 'Lengkapi data perlu dilengkapi' }).click();
  await expect(page).toHaveURL(/\/penduduk\/perlu_dilengkapi/);
  await expect(page.getByRole('heading', { name: 'Data Perlu Dilengkapi' })).toBeVisible();
  // Earlier journeys leave records to complete too (old-style bodies): newest first, this one leads.
  await page.goto('/penduduk/perlu_dilengkapi?sort=createdAt&order=desc');
  const row = page.getByRole('row').filter({ hasText: nama });
  await expect(row).toContainText('Malang, 5 1 60');
  await expect(row).toContainText('Tempat Lahir, Tanggal Lahir');
  await expectAccessible(page, 'data perlu dilengkapi: list');

  await row.getByRole('link', { name: `Lengkapi ${nama}` }).click();
  await expect(page).toHaveURL(new RegExp(`/kartu_keluarga/${id}/d/update$`));
  await expect(page.getByText('Tertulis sebelumnya: Malang, 5 1 60')).toBeVisible();

  // Refused by the form: the input stays, the cursor goes to the first error.
  const ketik = tanggal.split('-').reverse().join('-'); // typed hh-bb-tttt (issue 40)
  await page.getByLabel('Tanggal Lahir').fill(ketik);
  await page.getByRole('button', { name: 'Perbarui Data' }).click();
  await expect(page.getByText('Tempat Lahir tidak boleh kosong')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Tempat Lahir/ })).toBeFocused();
  await expect(page.getByLabel('Tanggal Lahir')).toHaveValue(ketik);
  await expectAccessible(page, 'data perlu dilengkapi: the person form, refused');

  await page.getByRole('textbox', { name: /Tempat Lahir/ }).fill('Malang');
  await page.getByRole('button', { name: 'Perbarui Data' }).click();
  // Back on the list, which no longer holds the record.
  await expect(page).toHaveURL(/\/penduduk\/perlu_dilengkapi/);
  await expect(page.getByRole('heading', { name: 'Data Perlu Dilengkapi' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: nama })).toHaveCount(0);

  await page.goto(`/penduduk/${id}/d`);
  const field = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(field('Tempat Lahir')).toHaveText('Malang');
  await expect(field('Umur')).toHaveText(/^[0-9]+ Tahun( [0-9]+ Bulan)?$|^[0-9]+ Bulan$/);
  await expect(page.getByText(/Data perlu dilengkapi/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('penduduk-detail-lengkap.png'), fullPage: true });
});
