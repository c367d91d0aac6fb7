// @sid/ui-desa/hapus-dialog: a delete that says why, shows what goes with it, and is kept 30 days in Data Terhapus.
// Its own entry: it brings Textarea and the banner, which the screens that only confirm do not need.
export { HapusDialog, HAPUS_DIALOG_TEXTS, type HapusDialogProps, type DampakHapus, type AturanAlasanHapus } from './hapus-dialog';
