// @sid/ui-desa/kelengkapan: the 'Lengkap' / 'Tidak Lengkap' chip of a record (spec §4). A subpath of its
// own, like router-link: the pages that show it load Fluent's Badge, the others do not.
export { KelengkapanBadge, type KelengkapanBadgeProps } from './kelengkapan-badge';
