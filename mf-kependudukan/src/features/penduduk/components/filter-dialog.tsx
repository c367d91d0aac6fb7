import { useState } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Radio, RadioGroup } from '@fluentui/react-radio';
import { useDialogFocus } from '@sid/ui/dialog-focus';
import { PENDUDUK_SEARCH_BY, PENDUDUK_SEARCH_LABEL, type PendudukSearchBy } from '../api/list-penduduk';

export interface FilterDialogProps {
  /** The field the search box searches now. */
  value: PendudukSearchBy;
  onApply: (by: PendudukSearchBy) => void;
  onCancel: () => void;
}

/** 'FILTER': which field the search box searches ('Search By' Nama / NIK / Nomor KK). */
export function FilterDialog({ value, onApply, onCancel }: FilterDialogProps) {
  // Mounted on each opening: it starts from the current field, and 'Batal' forgets what was picked.
  const [choice, setChoice] = useState<PendudukSearchBy>(value);
  // Closed (Terapkan, Batal, Escape): focus goes back to the Filter button.
  const surfaceRef = useDialogFocus(true);

  return (
    <Dialog open onOpenChange={(_, data) => { if (!data.open) onCancel(); }}>
      <DialogSurface ref={surfaceRef}>
        <DialogBody>
          <DialogTitle>FILTER</DialogTitle>
          <DialogContent>
            <Field label="Search By">
              <RadioGroup value={choice} onChange={(_, data) => setChoice(data.value as PendudukSearchBy)}>
                {PENDUDUK_SEARCH_BY.map((by) => (
                  <Radio key={by} value={by} label={PENDUDUK_SEARCH_LABEL[by]} />
                ))}
              </RadioGroup>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>Batal</Button>
            <Button appearance="primary" onClick={() => onApply(choice)}>Filter</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
