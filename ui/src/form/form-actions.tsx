import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowLeftRegular, ArrowResetRegular, SaveRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXL,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface FormActionsProps {
  submitLabel: string;
  submitting: boolean;
  onBack: () => void;
  /** Empties the form (formik's resetForm, plus whatever banner the page shows). */
  onReset: () => void;
}

/** The add and edit pages' footer: Kembali on the left; Reset Form and the submit button on the right. */
export function FormActions({ submitLabel, submitting, onBack, onReset }: FormActionsProps) {
  const styles = useStyles();
  return (
    <div className={styles.footer}>
      <Button type="button" icon={<ArrowLeftRegular />} onClick={onBack} disabled={submitting}>
        Kembali
      </Button>
      <div className={styles.buttons}>
        <Button type="button" icon={<ArrowResetRegular />} onClick={onReset} disabled={submitting}>
          Reset Form
        </Button>
        <Button type="submit" appearance="primary" icon={submitting ? <Spinner size="tiny" /> : <SaveRegular />} disabledFocusable={submitting}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
