// The address here's rules in a form (issue 35): an RT chosen, the street text at most 200 characters.
import { object, string, type AnyObjectSchema } from 'yup';

export const RT_WAJIB = 'RT wajib dipilih';

export const SKEMA_ALAMAT_DESA = object({ rt_id: string().required(RT_WAJIB), alamat: string().max(200, 'Alamat paling banyak 200 karakter') });

/** A card form's schema with the address here asked instead of 'Alamat Asal' (derived from it). */
export function denganAlamatDesa<T extends AnyObjectSchema>(schema: T): T {
  return schema.shape({ alamat_asal: string(), rt_id: string().required(RT_WAJIB), alamat: string().max(200, 'Alamat paling banyak 200 karakter') }) as unknown as T;
}
