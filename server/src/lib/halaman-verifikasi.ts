/**
 * The public verification page (issue 36), rendered by the server: no script, no image, nothing of the
 * letter but what the check answers. Every value is escaped.
 */
interface Fakta {
  status: 'berlaku' | 'dicabut' | 'diganti';
  keterangan: string;
  jenis: string;
  nomor: string;
  tanggal: string;
  desa: string;
  penandatangan: { nama: string; jabatan: string };
  nama: string;
}

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const tanggal = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d} ${BULAN[Number(m) - 1] ?? m} ${y}`;
};

const GAYA = `body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#1b1b1b}
main{max-width:560px;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.3rem;margin:0 0 1rem}.status{padding:.75rem 1rem;border-radius:6px;font-weight:600;margin-bottom:1rem}
.berlaku{background:#dff6dd;color:#0e5c0e}.dicabut,.diganti{background:#fde7e9;color:#8a1c1c}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;margin:0}dt{font-weight:600}dd{margin:0}`;

export function halamanVerifikasi(isi: { surat: Fakta } | { pesan: string }): string {
  const badan =
    'pesan' in isi
      ? `<h1>Verifikasi Surat</h1><p class="status dicabut" role="status">${esc(isi.pesan)}</p>`
      : `<h1>Verifikasi Surat</h1>
<p class="status ${isi.surat.status}" role="status">${esc(isi.surat.keterangan)}</p>
<dl>
<dt>Jenis Surat</dt><dd>${esc(isi.surat.jenis)}</dd>
<dt>Nomor</dt><dd>${esc(isi.surat.nomor)}</dd>
<dt>Tanggal</dt><dd>${esc(tanggal(isi.surat.tanggal))}</dd>
<dt>Desa</dt><dd>${esc(isi.surat.desa)}</dd>
<dt>Penandatangan</dt><dd>${esc(isi.surat.penandatangan.nama)} (${esc(isi.surat.penandatangan.jabatan)})</dd>
<dt>Nama</dt><dd>${esc(isi.surat.nama)}</dd>
</dl>`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Verifikasi Surat</title><style>${GAYA}</style></head><body><main>${badan}</main></body></html>`;
}
