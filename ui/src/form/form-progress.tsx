import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { ProgressBar } from '@fluentui/react-progress';

/** Spec §9: progress bars tick every 500 ms. */
export const PROGRESS_TICK_MS = 500;
const STEPS = 10;

const useStyles = makeStyles({
  // The bar keeps its place when idle, so the form does not jump when it appears.
  slot: { minHeight: '6px', marginBottom: tokens.spacingVerticalM },
});

/**
 * The add forms' progress bar (spec §2: it ticks every 500 ms and is decorative): while `active`
 * it fills by a tenth each tick and starts over. It says nothing about the real progress of the
 * request; the button's own state and the final message do.
 */
export function FormProgress({ active, label = 'Sedang menyimpan' }: { active: boolean; label?: string }) {
  const styles = useStyles();
  return <div className={styles.slot}>{active ? <TickingBar label={label} /> : null}</div>;
}

/** Mounted while a save runs: it starts empty each time. */
function TickingBar({ label }: { label: string }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((n) => (n >= STEPS ? 0 : n + 1)), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <ProgressBar value={step} max={STEPS} thickness="large" aria-label={label} />;
}
