import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useFeedback, type ActionError } from '@sid/ui/feedback';

export interface CsvDownloadButtonProps {
  /** Downloads the file (the module's `downloadCsv` call; the server names the file). */
  download: () => Promise<unknown>;
  /** Turns a failure into its message, status and code (`toApiError` of @sid/openapi). */
  toError: (thrown: unknown) => ActionError;
  /** Nothing to download yet (the list is loading or empty). */
  disabled?: boolean;
  label?: string;
}

/** 'Unduh CSV': busy while the server streams the file; a failure is said in red (spec §8). */
export function CsvDownloadButton({ download, toError, disabled = false, label = 'Unduh CSV' }: CsvDownloadButtonProps) {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (thrown) {
      const error = toError(thrown);
      feedback.error(error.message, { status: error.status, id: error.code });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={busy}
      disabled={disabled}
      onClick={() => void run()}
    >
      {label}
    </Button>
  );
}
