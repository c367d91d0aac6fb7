// The flow's step buttons (issue 40): 'Kembali' to the step before, 'Lanjut' (or the step's own
// word, 'Simpan' on the summary) to the next.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalXL },
});

export interface TombolLangkahProps {
  onKembali: () => void;
  onLanjut: () => void;
  lanjutLabel?: string;
  lanjutIcon?: ReactElement;
  disabled?: boolean;
}

export function TombolLangkah({ onKembali, onLanjut, lanjutLabel = 'Lanjut', lanjutIcon = <ArrowRightRegular />, disabled }: TombolLangkahProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Button icon={<ArrowLeftRegular />} onClick={onKembali} disabled={disabled}>Kembali</Button>
      <Button appearance="primary" icon={lanjutIcon} iconPosition="after" onClick={onLanjut} disabled={disabled}>{lanjutLabel}</Button>
    </div>
  );
}
