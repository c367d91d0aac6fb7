import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { PageHeader } from '@sid/ui/page';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalL,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  // The sheet keeps its real A4 width; a narrow screen scrolls sideways instead of squeezing it.
  paper: {
    overflowX: 'auto',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalXXL,
  },
});

export interface LetterPreviewProps {
  titleId: string;
  title: string;
  onBack: () => void;
  /** 'Unduh PDF' and the signer button, once the letter's data is there. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A letter's preview page: title, Kembali on the left, the actions on the right, then the sheet. */
export function LetterPreview({ titleId, title, onBack, actions, children }: LetterPreviewProps) {
  const styles = useStyles();
  return (
    <section aria-labelledby={titleId}>
      <PageHeader id={titleId} title={title} />
      <div className={styles.toolbar} role="toolbar" aria-label="Aksi surat">
        <Button icon={<ArrowLeftRegular />} onClick={onBack}>Kembali</Button>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div className={styles.paper}>{children}</div>
    </section>
  );
}
