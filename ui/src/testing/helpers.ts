import { screen, waitFor } from '@testing-library/react';

/**
 * The message a page showed through useFeedback (a Fluent toast), by its text. Fluent repeats the
 * text in an aria-live region for screen readers, so a plain findByText may see two.
 */
export function findFeedback(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen.queryAllByText(text).map((el) => el.closest<HTMLElement>('[data-feedback-intent]')).find(Boolean);
    if (!toast) throw new Error(`No feedback message "${String(text)}"`);
    return toast;
  });
}

/** Types text into a field in one go (paste): user-event's per-key typing is slow on a loaded CI. */
export async function fillIn(
  user: { click: (el: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  element: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(element);
  await user.paste(text);
}
