/**
 * ExcelJS, loaded on first use: importing it costs ~0.7 s of CPU, paid at every server start (tests
 * and journeys start many) though only an .xlsx import, template or export needs it (issue 34).
 */
import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';

let loaded: typeof ExcelJSModule | undefined;

export function excelJs(): typeof ExcelJSModule {
  loaded ??= createRequire(import.meta.url)('exceljs') as typeof ExcelJSModule;
  return loaded;
}
