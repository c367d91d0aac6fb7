// @sid/ui-desa/kematian-form: the death form of the resident's page (a new record) and the death record's page (an edit).
export { KematianFormDialog, kematianBaru, type KematianFormDialogProps, type KematianFields } from './kematian-form-dialog';
