import type { ReactElement, ReactNode } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-button';
import { Tooltip } from '@fluentui/react-tooltip';

export interface GuardedButtonProps {
  /** Why the action is not allowed now; undefined when it is. */
  blockedReason?: string;
  appearance?: ButtonProps['appearance'];
  icon?: ReactElement;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A button that may be refused by the rules of spec §4. When refused it stays focusable (so a
 * keyboard or touch user can reach it) and its tooltip, also its accessible description, says why.
 */
export function GuardedButton({ blockedReason, appearance, icon, onClick, children }: GuardedButtonProps) {
  if (blockedReason === undefined) {
    return <Button appearance={appearance} icon={icon} onClick={onClick}>{children}</Button>;
  }
  return (
    <Tooltip content={blockedReason} relationship="description" withArrow>
      <Button appearance={appearance} icon={icon} disabledFocusable>{children}</Button>
    </Tooltip>
  );
}
