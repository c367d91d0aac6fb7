import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import { renderModulePage, testVillage } from '@sid/ui/testing';
import { LETTER_PAGE_STYLE, LetterCopies, LetterFields, Letterhead, LetterSheet, PrintButton, SignerBlock } from '.';

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
