import { lazy, Suspense, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular, ChevronDownRegular } from '@fluentui/react-icons';
import { toApiError, type components } from '@sid/openapi';
import { useFeedback } from '@sid/ui/feedback';

/** The server's `format` of a list export (the contract's FormatEkspor). */
export type FormatUnduhan = components['parameters']['FormatEkspor'];

// Fluent's menu only when a list offers formats, and in its own chunk: the lists' first screen stays light.
const CsvFormatMenu = lazy(() => import('./csv-format-menu'));

const useStyles = makeStyles({
  group: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface CsvDownloadButtonProps {
  /** Downloads the file in `format` (the module's `downloadCsv` call; the server names the file). */
  download: (format: FormatUnduhan) => Promise<unknown>;
  /** Nothing to download yet (the list is loading or empty). */
  disabled?: boolean;
  label?: string;
  /** Offers the other formats (';' CSV, Excel) in a menu beside the button: the lists' exports. */
  withFormats?: boolean;
}

/**
 * 'Unduh CSV' (the spec's file): busy while the server streams the file; a failure is said in red
 * (spec §8), as the server's ApiError says it (toApiError). With `withFormats`, a 'Pilihan unduhan' menu beside it downloads the same rows as a
 * ';'-separated CSV or an .xlsx.
 */
export function CsvDownloadButton({ download, disabled = false, label = 'Unduh CSV', withFormats = false }: CsvDownloadButtonProps) {
  const styles = useStyles();
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async (format: FormatUnduhan) => {
    setBusy(true);
    try {
      await download(format);
    } catch (thrown) {
      const error = toApiError(thrown);
      feedback.error(error.message, { status: error.status, id: error.code });
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={busy}
      disabled={disabled}
      onClick={() => void run('csv')}
    >
      {label}
    </Button>
  );
  if (!withFormats) return button;
  return (
    <span className={styles.group}>
      {button}
      {/* Until the menu's chunk is in: the same place, not yet usable. */}
      <Suspense fallback={<Button icon={<ChevronDownRegular />} aria-label="Pilihan unduhan" disabled />}>
        <CsvFormatMenu onChoose={(format) => void run(format)} disabled={disabled} busy={busy} />
      </Suspense>
    </span>
  );
}
