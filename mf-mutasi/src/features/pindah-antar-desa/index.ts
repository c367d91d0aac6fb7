// What other features of mf-mutasi use of the moves between villages: the link between a move's two sides.
export { TautanPindah } from './components/tautan-pindah';
