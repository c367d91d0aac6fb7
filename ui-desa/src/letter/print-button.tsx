import type { ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';

export interface PrintButtonProps {
  /** Opens the print dialog (where 'Save as PDF' is chosen); e.g. react-to-print's function. */
  onPrint: () => void;
  /** The letter is not ready yet (its data is loading). */
  disabled?: boolean;
  /** The print is being prepared. */
  busy?: boolean;
  children?: ReactNode;
}

/** The letters' 'Unduh PDF' button. */
export function PrintButton({ onPrint, disabled = false, busy = false, children = 'Unduh PDF' }: PrintButtonProps) {
  return (
    <Button
      appearance="primary"
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabled={disabled}
      disabledFocusable={busy}
      onClick={() => {
        if (!busy) onPrint();
      }}
    >
      {children}
    </Button>
  );
}
