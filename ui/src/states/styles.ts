import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useStateStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalXXXL,
    paddingBottom: tokens.spacingVerticalXXXL,
    paddingLeft: tokens.spacingHorizontalL,
    paddingRight: tokens.spacingHorizontalL,
    minHeight: '160px',
  },
  icon: {
    fontSize: '48px',
    color: tokens.colorNeutralForeground3,
  },
  errorIcon: {
    fontSize: '48px',
    color: tokens.colorStatusDangerForeground1,
  },
  title: {
    color: tokens.colorNeutralForeground1,
  },
  description: {
    color: tokens.colorNeutralForeground2,
    maxWidth: '560px',
  },
  action: {
    marginTop: tokens.spacingVerticalM,
  },
});
