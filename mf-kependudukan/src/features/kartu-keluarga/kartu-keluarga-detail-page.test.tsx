import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, findFeedback } from '@sid/ui-desa/testing';
import type { KartuKeluarga } from '@sid/openapi';
import { captureDownloads, csvResponse, kartuKeluarga, keluargaBudi } from '../../test/fixtures';
import { KartuKeluargaDetailPage } from './kartu-keluarga-detail-page';

function openCard(card: KartuKeluarga, api: MockApi = {}, route = `/kartu_keluarga/${card._id}/d`) {
  return renderModulePage(<KartuKeluargaDetailPage />, {
    route,
    path: route.endsWith('/d') ? '/kartu_keluarga/:id/d' : '/kartu_keluarga/:id/d/:memberId',
    api: {
      'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: card }),
      'GET /api/dampak_hapus/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({ success: true, data: { dapat_dihapus: true, ikut_terhapus: [] } }),
      ...api,
    },
  });
}

describe('KartuKeluargaDetailPage', () => {
  it('shows a spinner while the card loads', () => {
    openCard(keluargaBudi().kk, { 'GET /api/kartu_keluarga/:id': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Daftar Anggota Keluarga' })).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it('lists the members, head first, with their status and row actions', async () => {
    const { kk } = keluargaBudi({ rudi: 'penduduk_masuk' });
    openCard(kk);
    const table = await screen.findByRole('table', { name: 'Daftar Anggota Keluarga' });
    expect(screen.getByText('3507010000001000')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'NIK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Jenis Kelamin', 'Kedudukan', 'Status', 'Aksi',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 7).map((c) => c.textContent))).toEqual([
      ['3507010101800001', 'Budi Santoso', 'Malang, 05 Januari 1980', '45', 'Laki laki', 'Kepala Keluarga', 'Hidup'],
      ['3507010101800002', 'Siti Aminah', 'Malang, 05 Januari 1980', '45', 'Perempuan', 'Istri', 'Hidup'],
      ['3507010101800003', 'Rudi Hartono', 'Malang, 05 Januari 1980', '12', 'Laki laki', 'Anak', 'Penduduk Masuk Desa'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Lihat Detail Budi Santoso' })).toHaveAttribute('href', '/penduduk/p-budi/d');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Edit Siti Aminah' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Hapus Siti Aminah' })).toBeInTheDocument();
  });

  it('highlights the member of /kartu_keluarga/{id}/d/{memberId}', async () => {
    openCard(keluargaBudi().kk, {}, '/kartu_keluarga/kk1/d/p-siti');
    const table = await screen.findByRole('table');
    const highlighted = within(table).getAllByRole('row').filter((r) => r.getAttribute('aria-current') === 'true');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent('Siti Aminah');
  });

  it('goes to the add-member form', async () => {
    const { user, location } = openCard(keluargaBudi().kk);
    await user.click(await screen.findByRole('button', { name: 'Tambah Anggota' }));
    expect(location().pathname).toBe('/kartu_keluarga/kk1/i');
  });

  it("opens a member's edit form (id: the member)", async () => {
    const { user, location } = openCard(keluargaBudi().kk);
    await user.click(await screen.findByRole('button', { name: 'Edit Rudi Hartono' }));
    expect(location().pathname).toBe('/kartu_keluarga/p-rudi/d/update');
  });

  it("'Kembali' returns to the family cards", async () => {
    const { user, location } = openCard(keluargaBudi().kk);
    await user.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(location().pathname).toBe('/kartu_keluarga');
  });

  /** Opens a member's delete dialog; `alasan` finds its reason field once the impact has been read. */
  async function openHapus(user: ReturnType<typeof openCard>['user'], nama: string) {
    await user.click(await screen.findByRole('button', { name: `Hapus ${nama}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS ANGGOTA KELUARGA INI ?' });
    return { confirm, alasan: () => within(confirm).findByRole('textbox', { name: /Alasan penghapusan/ }) };
  }

  it('deletes a member with the reason after confirmation, says so and reloads the card', async () => {
    const { kk, budi, siti } = keluargaBudi();
    let card = kk;
    const { user, api } = openCard(kk, {
      'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: card }),
      'GET /api/dampak_hapus/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({ success: true, data: { dapat_dihapus: true, ikut_terhapus: ['Data kematian beserta arsipnya'] } }),
      'DELETE /api/penduduk/:idPenduduk/d/:idKK': () => {
        card = kartuKeluarga([budi, siti]);
        return jsonResponse({ success: true, code: 'DELETE_ANGGOTA_SUCCESS', message: 'Anggota keluarga berhasil dihapus' });
      },
    });
    const { confirm, alasan } = await openHapus(user, 'Rudi Hartono');
    expect(confirm).toHaveTextContent('Data Rudi Hartono akan dihapus setelah anda menekan tombol hapus.');
    expect(await within(confirm).findByRole('list', { name: 'Yang ikut terhapus:' })).toHaveTextContent('Data kematian beserta arsipnya');
    expect(confirm).toHaveTextContent('disimpan selama 30 hari di Data Terhapus dan dapat dipulihkan oleh Super Admin');
    expect(api.callsTo('GET /api/dampak_hapus/penduduk/:idPenduduk/d/:idKK')[0]?.params).toEqual({ idPenduduk: 'p-rudi', idKK: 'kk1' });
    await user.type(await alasan(), 'Tercatat dua kali');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await findFeedback('Anggota keluarga berhasil dihapus')).toHaveAttribute('data-feedback-intent', 'success');
    const call = api.callsTo('DELETE /api/penduduk/:idPenduduk/d/:idKK')[0];
    expect(call?.params).toEqual({ idPenduduk: 'p-rudi', idKK: 'kk1' });
    expect(call?.body).toEqual({ alasan: 'Tercatat dua kali' });
    await waitFor(() => expect(screen.queryByText('Rudi Hartono')).not.toBeInTheDocument());
  });

  it('asks for the reason first and sends nothing without it', async () => {
    const { user, api } = openCard(keluargaBudi().kk);
    const { confirm, alasan } = await openHapus(user, 'Siti Aminah');
    await alasan();
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await within(confirm).findByText('Alasan penghapusan tidak boleh kosong')).toBeInTheDocument();
    expect(confirm).toHaveTextContent('minimal 3 karakter');
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("'Batal' deletes nothing", async () => {
    const { user, api } = openCard(keluargaBudi().kk);
    await user.click(await screen.findByRole('button', { name: 'Hapus Siti Aminah' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('leaves for the list when the last member (and so the card) is deleted', async () => {
    const { budi } = keluargaBudi();
    const { user, location } = openCard(kartuKeluarga([budi]), {
      'DELETE /api/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({ success: true, code: 'KARTU_KELUARGA_DIHAPUS', message: 'Anggota dan kartu keluarga berhasil dihapus' }),
    });
    const { confirm, alasan } = await openHapus(user, 'Budi Santoso');
    expect(confirm).toHaveTextContent('bersama kartu keluarga ini karena tidak lagi memiliki anggota');
    await user.type(await alasan(), 'Pindah data ke KK baru');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(location().pathname).toBe('/kartu_keluarga'));
  });

  it("says why an Admin may not delete a member others depend on, with no 'Hapus'", async () => {
    const { user, api } = openCard(keluargaBudi().kk, {
      'GET /api/dampak_hapus/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({
        success: true,
        data: { dapat_dihapus: false, pesan: 'Siti Aminah masih dipakai oleh data lain. Hanya Super Admin yang dapat menghapusnya.', ikut_terhapus: ['Sebagai ibu pada data kelahiran Bayu Santoso (dilepas)'] },
      }),
    });
    const { confirm } = await openHapus(user, 'Siti Aminah');
    expect(await within(confirm).findByText(/Hanya Super Admin yang dapat menghapusnya/)).toBeInTheDocument();
    expect(confirm).toHaveTextContent('Sebagai ibu pada data kelahiran Bayu Santoso (dilepas)');
    expect(within(confirm).queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("shows the server's refusal of a delete in the dialog, the reason kept", async () => {
    const { user } = openCard(keluargaBudi().kk, {
      'DELETE /api/penduduk/:idPenduduk/d/:idKK': () => jsonResponse({ success: false, code: 'DATA_MASIH_DIPAKAI', message: 'Siti Aminah masih dipakai sebagai ibu pada data kelahiran' }, 409),
    });
    const { confirm, alasan } = await openHapus(user, 'Siti Aminah');
    await user.type(await alasan(), 'Salah input');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Siti Aminah masih dipakai sebagai ibu pada data kelahiran');
    expect(await alasan()).toHaveValue('Salah input');
  });

  it('moves the whole family out after confirmation and reloads the card', async () => {
    const { kk } = keluargaBudi();
    let card = kk;
    const { user, api } = openCard(kk, {
      'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: true, data: card }),
      'POST /api/penduduk_keluar/:idKK/m': () => {
        card = { ...kk, anggota_keluarga: kk.anggota_keluarga.map((a) => ({ ...a, status_penduduk: 'penduduk_keluar' as const })) };
        return jsonResponse({ success: true, code: 'POST_MANY_PENDUDUK_KELUAR_SUCCESS', message: 'Seluruh anggota keluarga berhasil dipindahkan keluar desa', data: { _id: 'k1' } }, 201);
      },
    });
    const mutasi = await screen.findByRole('button', { name: 'Mutasi' });
    expect(mutasi).not.toHaveAttribute('aria-disabled');
    await user.click(mutasi);
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MEMUTASI SELURUH ANGGOTA KELUARGA INI ?' });
    expect(confirm).toHaveTextContent('Seluruh 3 anggota keluarga akan tercatat sebagai Penduduk Keluar Desa.');
    await user.click(within(confirm).getByRole('button', { name: 'Mutasi' }));
    expect(await findFeedback('Seluruh anggota keluarga berhasil dipindahkan keluar desa')).toHaveAttribute('data-feedback-intent', 'success');
    const call = api.callsTo('POST /api/penduduk_keluar/:idKK/m')[0];
    expect(call?.params).toEqual({ idKK: 'kk1' });
    expect(call?.body).toEqual({ idKK: 'kk1' });
    await waitFor(() => expect(screen.getAllByText('Penduduk Keluar Desa')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Mutasi' })).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    ['meninggal', 'Mutasi seluruh keluarga tidak dapat dilakukan: Siti Aminah sudah meninggal'],
    ['penduduk_keluar', 'Mutasi seluruh keluarga tidak dapat dilakukan: Siti Aminah sudah pindah keluar desa'],
  ] as const)('disables the whole-family Mutasi when a member is %s, and says why', async (status, reason) => {
    const { user, api } = openCard(keluargaBudi({ siti: status }).kk);
    const mutasi = await screen.findByRole('button', { name: 'Mutasi' });
    expect(mutasi).toHaveAttribute('aria-disabled', 'true');
    expect(mutasi).toHaveAccessibleDescription(reason);
    await user.click(mutasi);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of the whole-family move (FAIL_POST_MANY_PENDUDUK_KELUAR)", async () => {
    const { user } = openCard(keluargaBudi().kk, {
      'POST /api/penduduk_keluar/:idKK/m': () => jsonResponse({
        success: false, code: 'FAIL_POST_MANY_PENDUDUK_KELUAR', message: 'Mutasi seluruh keluarga tidak dapat dilakukan: Siti Aminah sudah meninggal',
      }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Mutasi' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mutasi' }));
    const message = await findFeedback('Mutasi seluruh keluarga tidak dapat dilakukan: Siti Aminah sudah meninggal');
    expect(message).toHaveAttribute('data-feedback-intent', 'error');
    expect(message).toHaveAttribute('data-feedback-id', 'FAIL_POST_MANY_PENDUDUK_KELUAR');
  });

  it("'Unduh CSV' saves the members as anggota_keluarga_{first member's nik}.csv", async () => {
    const downloads = captureDownloads();
    try {
      const { user, api } = openCard(keluargaBudi().kk, { 'GET /api/kartu_keluarga/:id/csv': () => csvResponse('anggota_keluarga_3507010101800001.csv') });
      await user.click(await screen.findByRole('button', { name: 'Unduh CSV' }));
      await waitFor(() => expect(downloads.names).toEqual(['anggota_keluarga_3507010101800001.csv']));
      expect(api.callsTo('GET /api/kartu_keluarga/:id/csv')[0]?.params).toEqual({ id: 'kk1' });
    } finally {
      downloads.restore();
    }
  });

  it("says the card does not exist (404) and offers the way back", async () => {
    openCard(keluargaBudi().kk, { 'GET /api/kartu_keluarga/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Kartu keluarga tidak ditemukan' }, 404) });
    expect(await screen.findByRole('heading', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Kembali' }).length).toBeGreaterThan(0);
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    const { kk } = keluargaBudi();
    const { user } = openCard(kk, {
      'GET /api/kartu_keluarga/:id': () => (fail
        ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
        : jsonResponse({ success: true, data: kk })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
  });

  it('issue 40: a card whose head died says so; "Nanti Saja" keeps it waiting, "Tetapkan" names the chosen member', async () => {
    const { kk } = keluargaBudi({ budi: 'meninggal' });
    const { user, api } = openCard(kk, { 'PUT /api/kartu_keluarga/:id/kepala': () => jsonResponse({ success: true, message: 'Kepala Keluarga berhasil ditetapkan', data: kk }) });
    await user.click(await screen.findByRole('button', { name: 'Tentukan Kepala Keluarga' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Tentukan Kepala Keluarga Baru' })).getByRole('button', { name: 'Nanti Saja' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/kartu_keluarga/:id/kepala')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Tentukan Kepala Keluarga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tentukan Kepala Keluarga Baru' });
    expect(within(dialog).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Kepala Keluarga baru/ }), 'p-rudi');
    await user.click(within(dialog).getByRole('button', { name: 'Tetapkan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kartu_keluarga/:id/kepala')[0]?.body).toEqual({ penduduk_id: 'p-rudi' }));
  });

  it('issue 40: a card whose head lives shows no such banner', async () => {
    openCard(keluargaBudi().kk);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Tentukan Kepala Keluarga' })).not.toBeInTheDocument();
  });
});
