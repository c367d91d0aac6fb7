/**
 * Focuses the first field of `container` marked invalid, in the page's order (Fluent's Field puts
 * aria-invalid on its control while it shows an error): after a refused submit the clerk lands on
 * the field to fix, not on the button. True when a field took focus.
 */
export function focusFirstInvalid(container: ParentNode | null | undefined): boolean {
  if (!container) return false;
  const fields = container.querySelectorAll<HTMLElement>('[aria-invalid="true"]');
  for (const field of Array.from(fields)) {
    if (field.hasAttribute('disabled')) continue;
    field.focus();
    if (field.ownerDocument.activeElement === field) return true;
  }
  return false;
}
