import { Badge, type BadgeProps } from '@fluentui/react-badge';
import { STATUS_PENDUDUK_LABEL, type StatusPenduduk } from '@sid/openapi/domain';

const STATUS_COLOR: Record<StatusPenduduk, BadgeProps['color']> = {
  '': 'success',
  penduduk_masuk: 'brand',
  penduduk_keluar: 'warning',
  meninggal: 'danger',
};

/** The resident's status as spec §3 labels it ('' is 'Hidup'). */
export function StatusBadge({ status }: { status: StatusPenduduk }) {
  return (
    <Badge appearance="tint" color={STATUS_COLOR[status]} shape="rounded">
      {STATUS_PENDUDUK_LABEL[status]}
    </Badge>
  );
}
