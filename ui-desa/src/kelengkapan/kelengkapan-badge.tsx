import { Badge } from '@fluentui/react-badge';

export interface KelengkapanBadgeProps {
  /** The record's completing part exists (entry documents, a statement, a death archive). */
  lengkap: boolean;
}

/**
 * Spec §4: a record is 'Tidak Lengkap' (amber) until the part that completes it exists, then
 * 'Lengkap' (green): an incoming card's entry documents, a moved-out record's statement, a death's
 * archive photo. The same chip in the lists and on the detail pages.
 */
export function KelengkapanBadge({ lengkap }: KelengkapanBadgeProps) {
  return lengkap
    ? <Badge appearance="tint" color="success" data-lengkap="true">Lengkap</Badge>
    : <Badge appearance="tint" color="warning" data-lengkap="false">Tidak Lengkap</Badge>;
}
