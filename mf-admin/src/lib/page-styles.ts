import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const usePageStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalL,
  },
  rowActions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
  },
});
