import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { MenuButton } from '@fluentui/react-button';
import { DeleteRegular, EditRegular, MoreVerticalRegular } from '@fluentui/react-icons';

export interface RecordMenuProps {
  /** What the menu acts on, for screen readers: 'data kelahiran'. */
  subject: string;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** The Edit / Hapus menu of a detail screen. */
export function RecordMenu({ subject, onEdit, onDelete, disabled = false }: RecordMenuProps) {
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <MenuButton icon={<MoreVerticalRegular />} disabled={disabled} aria-label={`Aksi ${subject}`}>
          Aksi
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<EditRegular />} onClick={onEdit}>Edit</MenuItem>
          <MenuItem icon={<DeleteRegular />} onClick={onDelete}>Hapus</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
