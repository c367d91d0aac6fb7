export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { ViewDialog, DialogPhoto, type ViewDialogProps } from './view-dialog';
export { useDialogStyles } from './styles';
