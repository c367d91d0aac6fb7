// @sid/ui-desa/cadangan: the backup warning on the landing pages of those who answer for backups.
export { CadanganWarning, CadanganWarningBar, type CadanganWarningStatus } from './cadangan-warning';
