// The address here's rules in a form (issue 35): an RT chosen, the street text at most 200 characters.
import { boolean, object, string, type AnyObjectSchema } from 'yup';

export const RT_WAJIB = 'RT wajib dipilih';

export const SKEMA_ALAMAT_DESA = object({ rt_id: string().required(RT_WAJIB), alamat: string().max(200, 'Alamat paling banyak 200 karakter') });

/** A card form's schema with the address here asked instead of 'Alamat Asal' (derived from it). */
export function denganAlamatDesa<T extends AnyObjectSchema>(schema: T): T {
  return schema.shape({ alamat_asal: string(), rt_id: string().required(RT_WAJIB), alamat: string().max(200, 'Alamat paling banyak 200 karakter') }) as unknown as T;
}

/** A member form's schema with "Tinggal terpisah dari KK": an RT required only when checked. */
export function denganTinggalTerpisah<T extends AnyObjectSchema>(schema: T): T {
  return schema.shape({
    tinggal_terpisah: boolean(),
    rt_id: string().when('tinggal_terpisah', { is: true, then: (s) => s.required(RT_WAJIB) }),
    alamat: string().max(200, 'Alamat paling banyak 200 karakter'),
  }) as unknown as T;
}

/** The member's own address as the body takes it: their RT and street text, or null (the card's). */
export function bodyTinggalTerpisah(values: { tinggal_terpisah: boolean; rt_id: string; alamat: string }): { rt_id: string | null; alamat: string } {
  return values.tinggal_terpisah && values.rt_id ? { rt_id: values.rt_id, alamat: values.alamat.trim() } : { rt_id: null, alamat: '' };
}
