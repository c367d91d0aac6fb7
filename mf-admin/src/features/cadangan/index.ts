// What other features of this module may use of the backups: the landing page's warning.
export { CadanganWarning } from './components/cadangan-warning';
