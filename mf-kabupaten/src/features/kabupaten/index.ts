// What other features of mf-admin use of the regency console: the village filter and the regency's summary.
export { CariDesa, DesaPaged, useCariDesa, desaFilterQuery, type DesaFilter } from './components/cari-desa';
export { useRingkasanKabupaten } from './api/get-ringkasan-kabupaten';
