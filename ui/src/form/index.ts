export { FormikInput, type FormikInputProps } from './formik-input';
export { FormikPassword, type FormikPasswordProps } from './formik-password';
export { FormikSelect, type FormikSelectProps, type SelectOption } from './formik-select';
export { FormikTextarea, type FormikTextareaProps } from './formik-textarea';
export { FormikDate, type FormikDateProps } from './formik-date';
export { useFormikFieldState, type FormikFieldState } from './field-state';
export { FormikImageFile, ukuranBerkas, type FormikImageFileProps } from './formik-image-file';
export { FormProgress, PROGRESS_TICK_MS } from './form-progress';
