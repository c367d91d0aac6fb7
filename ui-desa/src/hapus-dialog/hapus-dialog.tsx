// The delete that says why (Data Terhapus): the place's own question, what goes with the record, the
// note that it is kept 30 days and a Super Admin can restore it, and a required reason. The impact is
// read first (the getDampakHapus* operations); when the caller may not delete (an Admin, a record
// others depend on) the dialog says why and offers no Hapus. A refusal of the server stays in the
// dialog, the typed reason with it.
import { useId, useRef, useState, type ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Field } from '@fluentui/react-field';
import { Textarea } from '@fluentui/react-textarea';
import { Body1, Body1Strong } from '@fluentui/react-text';
import { Banner } from '@sid/ui/banner';
import { refusalMessage, type RefusalForm } from '@sid/ui/feedback';
import { DataStates, recordStates, type ReadLike } from '@sid/ui/states';
import { useDialogStyles } from '@sid/ui/dialogs';
import { useDialogFocus } from '@sid/ui/dialog-focus';
import type { DampakHapus } from '@sid/openapi';
import { ATURAN_ALASAN_HAPUS } from '@sid/openapi/domain';

/** What the server says a delete would take with it (the contract's DampakHapus). */
export type { DampakHapus };

/** The reason's rule: `ATURAN_ALASAN_HAPUS` of @sid/openapi/domain (the contract's HapusInput), by default. */
export interface AturanAlasanHapus {
  /** Said under the field before typing, e.g. 'Wajib diisi, minimal 3 karakter.' */
  petunjuk: string;
  maxLength: number;
  /** The message of a reason the server would refuse, or undefined. */
  periksa: (alasan: string) => string | undefined;
}

export const HAPUS_DIALOG_TEXTS = {
  alasan: 'Alasan penghapusan',
  ikutTerhapus: 'Yang ikut terhapus:',
  disimpan: 'Data yang dihapus disimpan selama 30 hari di Data Terhapus dan dapat dipulihkan oleh Super Admin.',
  tidakDapat: 'Anda tidak dapat menghapus data ini.',
} as const;

export interface HapusDialogProps {
  /** The place's own question, word for word from the spec ('APAKAH ANDA YAKIN INGIN MENGHAPUS ... ?'). */
  title: string;
  /** The place's note (what this record is). */
  note?: ReactNode;
  /** The impact read (`useApiGet` of getDampakHapus*): loading, failure with 'Coba lagi', then the answer. */
  dampak: ReadLike<{ data: DampakHapus }>;
  /** The reason's rule; the contract's (ATURAN_ALASAN_HAPUS) unless a caller needs another. */
  aturan?: AturanAlasanHapus;
  /**
   * Deletes with the trimmed reason, through `useServerAction().submit(call, { form, ... })` with
   * `form` the second argument: a refusal then shows in the dialog. The caller closes it on success.
   */
  onHapus: (alasan: string, form: RefusalForm) => Promise<unknown>;
  onCancel: () => void;
}

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  impact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  kept: { color: tokens.colorNeutralForeground2 },
});

function IkutTerhapus({ items }: { items: readonly string[] }) {
  const styles = useStyles();
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div className={styles.impact}>
      <Body1Strong id={id}>{HAPUS_DIALOG_TEXTS.ikutTerhapus}</Body1Strong>
      <ul className={styles.list} aria-labelledby={id}>
        {items.map((item) => <li key={item}><Body1>{item}</Body1></li>)}
      </ul>
    </div>
  );
}

/** The confirmation of a delete kept in Data Terhapus (resident, birth, death). */
export function HapusDialog({ title, note, dampak, aturan = ATURAN_ALASAN_HAPUS, onHapus, onCancel }: HapusDialogProps) {
  const dialogStyles = useDialogStyles();
  const styles = useStyles();
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | undefined>();
  // After the first attempt the rule follows the typing.
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const surfaceRef = useDialogFocus(true);
  const alasanRef = useRef<HTMLTextAreaElement>(null);

  const impact = dampak.data?.data;
  const ready = impact !== undefined && !dampak.error;
  const allowed = ready && impact.dapat_dihapus;

  // Where useServerAction hands a refusal back: under the reason, or in the dialog's banner.
  const form: RefusalForm = {
    setFieldError: (_field, message) => setError(message),
    setFieldTouched: () => undefined,
    setStatus: (status) => setRefusal(refusalMessage(status)),
  };

  const kirim = async () => {
    if (!allowed || submitting) return;
    setAttempted(true);
    const found = aturan.periksa(alasan);
    setError(found);
    if (found) {
      // The clerk lands on the reason to fix, not on the button.
      alasanRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onHapus(alasan.trim(), form);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !submitting) onCancel();
      }}
    >
      <DialogSurface ref={surfaceRef} aria-busy={submitting}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void kirim();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={dialogStyles.content}>
              {note ? <Body1>{note}</Body1> : null}
              <DataStates {...recordStates(dampak)}>
                {(d) => d.dapat_dihapus ? (
                  <>
                    <IkutTerhapus items={d.ikut_terhapus} />
                    <Body1 className={styles.kept}>{HAPUS_DIALOG_TEXTS.disimpan}</Body1>
                    {refusal ? <Banner intent="error" message={refusal} onDismiss={() => setRefusal(undefined)} /> : null}
                    <Field label={HAPUS_DIALOG_TEXTS.alasan} required hint={aturan.petunjuk} validationMessage={error}>
                      <Textarea
                        ref={alasanRef}
                        name="alasan"
                        rows={3}
                        resize="vertical"
                        maxLength={aturan.maxLength}
                        value={alasan}
                        disabled={submitting}
                        onChange={(_, data) => {
                          setAlasan(data.value);
                          if (attempted) setError(aturan.periksa(data.value));
                        }}
                      />
                    </Field>
                  </>
                ) : (
                  <>
                    <Banner intent="warning" message={d.pesan || HAPUS_DIALOG_TEXTS.tidakDapat} />
                    <IkutTerhapus items={d.ikut_terhapus} />
                  </>
                )}
              </DataStates>
            </DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" disabled={submitting} onClick={onCancel}>
                {ready && !allowed ? 'Kembali' : 'Batal'}
              </Button>
              {ready && !allowed ? null : (
                <Button
                  type="submit"
                  appearance="primary"
                  className={dialogStyles.danger}
                  disabledFocusable={!allowed || submitting}
                  icon={submitting ? <Spinner size="tiny" /> : undefined}
                >
                  Hapus
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
