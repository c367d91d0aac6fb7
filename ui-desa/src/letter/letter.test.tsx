/**
 * @sid-css the A4 sheet and its scaling are CSS: this file keeps Fluent's style rules (tooling/jest/environment.cjs).
 */
import { createRef } from 'react';
import { act, screen, within } from '@testing-library/react';
import { renderModulePage, testVillage } from '@sid/ui-desa/testing';
import { LETTER_PAGE_STYLE, LETTER_PRINT_ISOLATION, LetterCopies, LetterFields, Letterhead, LetterPreviewPage, LetterSheet, PrintButton, SignerBlock } from '.';
import { fitScale } from './fit-to-width';

describe('LetterSheet', () => {
  it('is an A4 document whose print rules keep only the letter', () => {
    const ref = createRef<HTMLDivElement>();
    renderModulePage(<LetterSheet ref={ref} aria-label="Surat Uji"><p>Isi surat</p></LetterSheet>);
    const sheet = screen.getByRole('document', { name: 'Surat Uji' });
    expect(ref.current).toBe(sheet);
    expect(sheet).toHaveAttribute('data-letter-root');
    const css = sheet.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: A4; margin: 12mm; }');
    expect(css).toContain('@media print');
    expect(css).toContain(':not(:has([data-letter-root]))');
  });

  it('gives react-to-print an A4 page style', () => {
    expect(LETTER_PAGE_STYLE).toContain('size: A4');
    expect(LETTER_PAGE_STYLE).toContain('margin: 12mm');
  });
});

describe('Letterhead', () => {
  it('names the regency, district and village in capitals, then the office address', () => {
    renderModulePage(<Letterhead village={testVillage} />);
    const lines = Array.from(document.querySelectorAll('[data-letterhead] p')).map((p) => p.textContent);
    expect(lines).toEqual([
      'PEMERINTAH KABUPATEN MALANG',
      'KECAMATAN SINGOSARI',
      'DESA WATUGEDE',
      'Jl. Raya Watugede No. 1, Kode Pos 65153',
    ]);
  });
});

describe('LetterCopies', () => {
  it('lays out one column per copy', () => {
    renderModulePage(<LetterCopies><p>satu</p><p>dua</p></LetterCopies>);
    const copies = document.querySelectorAll('[data-letter-copy]');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveTextContent('dua');
  });
});

describe('LetterFields', () => {
  it('prints label, colon and value, and empty text for a missing value', () => {
    renderModulePage(<LetterFields rows={[{ label: 'Nama', value: 'Siti' }, { label: 'NIK', value: null }]} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([[':', 'Siti'], [':', '']]);
    expect(screen.getByRole('rowheader', { name: 'Nama' })).toBeInTheDocument();
  });
});

describe('SignerBlock', () => {
  it('shows the place, the date, the position and the name', () => {
    renderModulePage(<SignerBlock place="Watugede" date="05 Januari 2026" signer={{ nama_jabatan: 'Kepala Desa', nama_lengkap: 'Slamet' }} jabatanPlaceholder="Tambahkan nama jabatan" namaPlaceholder="Tambahkan nama lengkap" />);
    expect(screen.getByText('Watugede, 05 Januari 2026')).toBeInTheDocument();
    expect(screen.getByText('Kepala Desa')).toBeInTheDocument();
    expect(screen.getByText('Slamet')).toBeInTheDocument();
    expect(screen.queryByText('Tambahkan nama jabatan')).not.toBeInTheDocument();
  });

  it('shows the placeholders without a signer', () => {
    renderModulePage(<SignerBlock place="Watugede" date="05 Januari 2026" jabatanPlaceholder="Tambahkan nama jabatan" namaPlaceholder="Tambahkan nama lengkap" />);
    expect(screen.getByText('Tambahkan nama jabatan')).toHaveAttribute('data-placeholder');
    expect(screen.getByText('Tambahkan nama lengkap')).toHaveAttribute('data-placeholder');
  });
});

describe('PrintButton', () => {
  it('reads "Unduh PDF" and prints on click', async () => {
    const onPrint = jest.fn();
    const { user } = renderModulePage(<PrintButton onPrint={onPrint} />);
    await user.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
  });

  it('does not print while disabled', async () => {
    const onPrint = jest.fn();
    const { user } = renderModulePage(<PrintButton onPrint={onPrint} disabled />);
    await user.click(screen.getByRole('button', { name: 'Unduh PDF' }));
    expect(onPrint).not.toHaveBeenCalled();
  });
});

describe('the preview on a narrow screen (issue 16)', () => {
  const realResizeObserver = globalThis.ResizeObserver;
  let notify: () => void = () => undefined;
  beforeEach(() => {
    const callbacks: Array<() => void> = [];
    notify = () => callbacks.forEach((callback) => callback());
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(() => callback([], this as unknown as ResizeObserver));
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = realResizeObserver;
  });

  /** Lays the page out as a browser would: the content area `available` px wide, an A4 sheet (794 x 1123 px at 96 dpi). */
  function layOut(available: number) {
    const fit = document.querySelector<HTMLElement>('[data-letter-fit]')!;
    const content = fit.firstElementChild as HTMLElement;
    Object.defineProperty(fit, 'clientWidth', { configurable: true, value: available + 4 });
    Object.defineProperty(content, 'offsetWidth', { configurable: true, value: 794 });
    Object.defineProperty(content, 'offsetHeight', { configurable: true, value: 1123 });
    act(() => notify());
    return { fit, content };
  }

  function renderPreview() {
    return renderModulePage(
      <LetterPreviewPage
        title="Surat Keterangan Uji"
        titleId="uji-title"
        backTo="/uji/1/d"
        read={{ data: { data: { _id: '1', signatures: null } }, error: null, mutate: () => undefined }}
        notFoundTitle="DATA TIDAK DITEMUKAN"
        documentTitle={() => 'surat-uji'}
        saveSigner={async () => ({})}
      >
        {(_record, { ref }) => <LetterSheet ref={ref} aria-label="Surat Keterangan Uji"><p>Isi surat</p></LetterSheet>}
      </LetterPreviewPage>,
    );
  }

  it('computes a scale that fits, never above 1', () => {
    expect(fitScale(1200, 794)).toBe(1);
    expect(fitScale(794, 794)).toBe(1);
    expect(fitScale(600, 794)).toBe(0.755);
    expect(fitScale(0, 794)).toBe(1);
    expect(fitScale(600, 0)).toBe(1);
  });

  it('scales the A4 sheet down to the width there is, and the space it takes with it', () => {
    renderPreview();
    const sheet = screen.getByRole('document', { name: 'Surat Keterangan Uji' });
    const { fit, content } = layOut(600);
    expect(content).toContainElement(sheet);
    expect(content.style.transform).toBe('scale(0.755)');
    expect(getComputedStyle(content).transformOrigin).toBe('0 0');
    expect(fit.style.height).toBe(`${Math.ceil(1123 * 0.755)}px`);
    // The sheet itself stays A4: only the wrapper is scaled, and print takes the wrapper's transform away.
    expect(sheet.style.transform).toBe('');
    expect(getComputedStyle(sheet).width).toBe('210mm');
    expect(LETTER_PRINT_ISOLATION).toContain('transform: none !important');
    expect(sheet.querySelector('style')?.textContent).toContain('@page { size: A4; margin: 12mm; }');
  });

  it('shows the sheet at its own size where it fits, and follows the window when it changes', () => {
    renderPreview();
    const { fit, content } = layOut(1100);
    expect(content.style.transform).toBe('');
    expect(content).toHaveAttribute('data-scale', '1');
    expect(fit.style.height).toBe('');
    layOut(700);
    expect(content.style.transform).toBe('scale(0.881)');
    layOut(900);
    expect(content.style.transform).toBe('');
  });
});
