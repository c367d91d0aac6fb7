import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderPage } from '@sid/ui/testing';
import { PilihBulan } from '.';

function Harness({ awal, maks, min, onChange }: { awal: string; maks?: string; min?: string; onChange: (b: string) => void }) {
  const [bulan, setBulan] = useState(awal);
  return (
    <PilihBulan bulan={bulan} maks={maks} min={min} onChange={(b) => { onChange(b); setBulan(b); }} />
  );
}

function renderPicker(awal: string, opts: { maks?: string; min?: string } = {}) {
  const onChange = jest.fn();
  const result = renderPage(<Harness awal={awal} {...opts} onChange={onChange} />);
  return { ...result, onChange, bulan: screen.getByRole('combobox', { name: 'Bulan' }), tahun: screen.getByRole('combobox', { name: 'Tahun' }) };
}

describe('the month picker (issue 40)', () => {
  it('shows the month by its Indonesian name and the year, two labelled lists', () => {
    const { bulan, tahun } = renderPicker('2026-03', { maks: '2026-11' });
    expect(bulan).toHaveDisplayValue('Maret');
    expect(tahun).toHaveDisplayValue('2026');
    expect(Array.from((bulan as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember',
    ]);
    // Newest year first, ten years back.
    expect(Array.from((tahun as HTMLSelectElement).options).map((o) => o.text).slice(0, 3)).toEqual(['2026', '2025', '2024']);
    expect((tahun as HTMLSelectElement).options).toHaveLength(11);
    expect(screen.queryByDisplayValue('2026-03')).not.toBeInTheDocument();
  });

  it("gives the API's YYYY-MM when a month or a year is chosen", async () => {
    const { user, bulan, tahun, onChange } = renderPicker('2026-03', { maks: '2026-11' });
    await user.selectOptions(bulan, 'September');
    expect(onChange).toHaveBeenLastCalledWith('2026-09');
    await user.selectOptions(tahun, '2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-09');
    expect(bulan).toHaveDisplayValue('September');
    expect(tahun).toHaveDisplayValue('2024');
  });

  it('is reached with Tab, the month then the year: native lists, which take arrows and typed letters', async () => {
    const { user, bulan, tahun, onChange } = renderPicker('2026-03', { maks: '2026-11' });
    await user.tab();
    expect(bulan).toHaveFocus();
    expect(bulan.tagName).toBe('SELECT');
    await user.selectOptions(bulan, '4');
    expect(onChange).toHaveBeenLastCalledWith('2026-04');
    await user.tab();
    expect(tahun).toHaveFocus();
    expect(tahun.tagName).toBe('SELECT');
  });

  it('never passes the current month: later months disabled, a year that would pass it moves to it', async () => {
    const { user, bulan, tahun, onChange } = renderPicker('2025-12', { maks: '2026-11' });
    await user.selectOptions(tahun, '2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11');
    expect(bulan).toHaveDisplayValue('November');
    expect(screen.getByRole('option', { name: 'Desember' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Oktober' })).toBeEnabled();
    expect(Array.from((tahun as HTMLSelectElement).options).map((o) => o.text)).not.toContain('2027');
  });

  it('starts its years at the first month when one is given, and waits disabled for a month', () => {
    renderPicker('2026-02', { maks: '2026-11', min: '2025-06' });
    expect(Array.from((screen.getByRole('combobox', { name: 'Tahun' }) as HTMLSelectElement).options).map((o) => o.text)).toEqual(['2026', '2025']);
  });

  it('is disabled until the month is known', () => {
    const { bulan, tahun } = renderPicker('');
    expect(bulan).toBeDisabled();
    expect(tahun).toBeDisabled();
  });
});
