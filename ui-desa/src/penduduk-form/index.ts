// @sid/ui-desa/penduduk-form: the resident form of the family-card and incoming-resident pages.
export {
  PendudukForm,
  fieldOfServerError,
  peringatanPerField,
  PERIKSA_JEDA_MS,
  type PendudukPeringatan,
  type PendudukFormProps,
  type PendudukFormFields,
  type PendudukFormOptions,
  type PendudukField,
  type PendudukFormRefusal,
} from './penduduk-form';
