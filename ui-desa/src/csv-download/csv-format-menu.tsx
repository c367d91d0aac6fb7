// The other formats of a list's download, in a menu beside 'Unduh CSV'. Its own chunk (loaded lazily by
// CsvDownloadButton): Fluent's menu is not needed for a list's first screen.
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { MenuButton } from '@fluentui/react-button';
import type { FormatUnduhan } from './csv-download-button';

export const PILIHAN_UNDUHAN = 'Pilihan unduhan';

/** The menu's items: the ';' CSV (Excel with Indonesian regional settings) and the workbook. */
export const FORMAT_LAIN: ReadonlyArray<{ format: Exclude<FormatUnduhan, 'csv'>; label: string }> = [
  { format: 'csv_titik_koma', label: 'CSV (pemisah titik koma, untuk Excel berbahasa Indonesia)' },
  { format: 'xlsx', label: 'Excel (.xlsx)' },
];

export interface CsvFormatMenuProps {
  onChoose: (format: FormatUnduhan) => void;
  /** Nothing to download. */
  disabled: boolean;
  /** A download is running (the button keeps its focus). */
  busy: boolean;
}

export default function CsvFormatMenu({ onChoose, disabled, busy }: CsvFormatMenuProps) {
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton aria-label={PILIHAN_UNDUHAN} title={PILIHAN_UNDUHAN} disabled={disabled} disabledFocusable={busy} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {FORMAT_LAIN.map(({ format, label }) => (
            <MenuItem key={format} onClick={() => onChoose(format)}>{label}</MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
