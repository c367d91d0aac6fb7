import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useDialogStyles = makeStyles({
  // Destructive confirmations (Hapus) in the product's error red.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerForeground1,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});
