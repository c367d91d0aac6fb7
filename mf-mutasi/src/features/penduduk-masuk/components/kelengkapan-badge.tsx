import { Badge } from '@fluentui/react-badge';

/** Spec §4: an incoming card is 'Tidak Lengkap' until its entry-document record exists. */
export function KelengkapanBadge({ lengkap }: { lengkap: boolean }) {
  return lengkap
    ? <Badge appearance="tint" color="success" data-lengkap="true">Lengkap</Badge>
    : <Badge appearance="tint" color="warning" data-lengkap="false">Tidak Lengkap</Badge>;
}
