// @sid/ui/penduduk-form: the resident form of the family-card and incoming-resident pages.
export {
  PendudukForm,
  fieldOfServerError,
  type PendudukFormProps,
  type PendudukFormFields,
  type PendudukFormOptions,
  type PendudukField,
  type PendudukFormRefusal,
} from './penduduk-form';
