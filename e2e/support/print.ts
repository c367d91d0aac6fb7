// What a letter hands to the printer, caught in the browser instead of opening a print dialog.
import { expect, type Page } from '@playwright/test';

export interface Printed { title: string; text: string }

/**
 * react-to-print copies the sheet into an iframe and calls its print(); record what that iframe
 * holds and the page title at that moment (the PDF's file name) instead of opening a dialog.
 */
export async function catchPrints(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { printed: Printed[] };
    w.printed = [];
    const proto = HTMLIFrameElement.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'contentWindow')!;
    Object.defineProperty(proto, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frame = original.get!.call(this) as (Window & { caught?: boolean }) | null;
        if (frame && !frame.caught) {
          frame.caught = true;
          frame.print = () => { w.printed.push({ title: document.title, text: frame.document.body.innerText }); };
        }
        return frame;
      },
    });
  });
}

export async function nextPrint(page: Page): Promise<Printed> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: Printed[] }).printed.length)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { printed: Printed[] }).printed.shift()!);
}
