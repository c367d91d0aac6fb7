// @sid/ui/record-menu: the 'Aksi' menu (Edit / Hapus) of a detail screen.
export { RecordMenu, type RecordMenuProps } from './record-menu';
