// What other features of this module may use of the backups: the status behind the landing page's warning.
export { useStatusCadangan } from './api/get-status-cadangan';
