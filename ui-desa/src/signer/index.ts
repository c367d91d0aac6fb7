// @sid/ui/signer: the signer (TTD) of a letter: the add/update button and dialogs, and its detail.
// The module saves through its own API call (`save`), so this package stays free of the client.
export { SignerControl, type SignerControlProps } from './signer-control';
export { SignerDetail } from './signer-detail';
export { SignerFormDialog, type SignerFormDialogProps } from './signer-form-dialog';
export type { SignerRecord, SignerValues } from './types';
