// The preview page of every letter: its heading, Kembali on the left, 'Unduh PDF' and the signer
// button on the right once the record is there, then the sheet; the record's loading, failure and
// 404 in between. A module gives the read, the names and the letter itself.
import { useState, type ReactNode, type Ref } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useVillage, type Village } from '@sid/ui-desa/module';
import { BackButton, PageHeader } from '@sid/ui/page';
import { SignerControl, type SignerRecord, type SignerValues } from '@sid/ui-desa/signer';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { FitToWidth } from './fit-to-width';
import { PrintButton } from './print-button';
import { usePrintLetter } from './use-print-letter';

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
  // The sheet keeps its real A4 layout; a screen narrower than the sheet shows it scaled down to fit
  // (FitToWidth), never cut. Print is untouched: the sheet prints at A4.
  paper: {
    overflowX: 'auto',
    paddingTop: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalXXL,
  },
});

/** A letter's record: it has a signer (or not yet). */
export interface LetterRecord {
  _id: string;
  signatures: SignerRecord | null;
}

/** The record's read as swr gives it (`useApiGet` of @sid/openapi). */
export interface LetterRead<T> {
  data?: { data: T };
  error?: { message: string; status?: number } | null;
  mutate: () => unknown;
}

/** What the letter is drawn with: the sheet's ref (what is printed), the village, the letter's date. */
export interface LetterContext {
  ref: Ref<HTMLDivElement>;
  village: Village;
  /** The day the preview was opened (spec §9), not re-dated on every render. */
  today: Date;
}

export interface LetterPreviewPageProps<T extends LetterRecord> {
  /** The page's heading, e.g. 'Surat Keterangan Kematian'. */
  title: string;
  titleId: string;
  /** Where Kembali goes: the record's detail page. */
  backTo: string;
  read: LetterRead<T>;
  /** The heading of the 404 panel, e.g. 'DATA KEMATIAN TIDAK DITEMUKAN'. */
  notFoundTitle: string;
  /** The PDF's file name (react-to-print's document title), from the record once it is there. */
  documentTitle: (record: T | undefined) => string;
  /**
   * Saves the signer: adds one (`signatureId` null) or updates it. The module's call, e.g.
   * `(...args) => saveSignature('kematian', ...args)` of @sid/openapi.
   */
  saveSigner: (parentId: string, signatureId: string | null, values: SignerValues) => Promise<{ message?: string }>;
  /** The letter: a LetterSheet with `ref`. */
  children: (record: T, letter: LetterContext) => ReactNode;
}

export function LetterPreviewPage<T extends LetterRecord>({
  title, titleId, backTo, read, notFoundTitle, documentTitle, saveSigner, children,
}: LetterPreviewPageProps<T>) {
  const styles = useStyles();
  const village = useVillage();
  const record = read.data?.data;
  const { ref, print } = usePrintLetter(documentTitle(record));
  const [today] = useState(() => new Date());

  return (
    <section aria-labelledby={titleId}>
      <PageHeader id={titleId} title={title} />
      <div className={styles.toolbar} role="toolbar" aria-label="Aksi surat">
        <BackButton to={backTo} />
        {record ? (
          <div className={styles.actions}>
            <PrintButton onPrint={print} />
            <SignerControl
              signature={record.signatures}
              save={(values) => saveSigner(record._id, record.signatures?._id ?? null, values)}
              onSaved={() => void read.mutate()}
            />
          </div>
        ) : null}
      </div>
      <div className={styles.paper}>
        <DataStates
          {...recordStates(read)}
          notFound={<NotFoundState title={notFoundTitle} description={read.error?.message} />}
        >
          {(letter) => <FitToWidth>{children(letter, { ref, village, today })}</FitToWidth>}
        </DataStates>
      </div>
    </section>
  );
}
