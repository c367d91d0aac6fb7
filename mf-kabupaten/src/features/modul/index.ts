// What other features of mf-kabupaten use of the module rollout: a village's module versions (its page).
export { VersiModulDesa } from './components/versi-modul-desa';
