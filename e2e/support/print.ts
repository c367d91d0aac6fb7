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

/**
 * Used after catchPrints: also keeps the whole document each print would have printed (react-to-print's
 * iframe: the sheet, the copied styles and the page style), so a test can lay it out as a PDF.
 */
export async function keepPrintedDocuments(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { printedHtml: string[] };
    w.printedHtml = [];
    const proto = HTMLIFrameElement.prototype;
    const previous = Object.getOwnPropertyDescriptor(proto, 'contentWindow')!;
    Object.defineProperty(proto, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frame = previous.get!.call(this) as (Window & { kept?: boolean }) | null;
        if (frame && !frame.kept) {
          frame.kept = true;
          const print = frame.print.bind(frame);
          frame.print = () => { w.printedHtml.push(frame.document.documentElement.outerHTML); print(); };
        }
        return frame;
      },
    });
  });
}

/** The next document kept by keepPrintedDocuments, as HTML. */
export async function nextPrintedDocument(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { printedHtml: string[] }).printedHtml.length)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { printedHtml: string[] }).printedHtml.shift()!);
}
