import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '@sid/ui/testing';
import { BelumLengkapSwitch, ListSearchBox, useListSearch } from '.';

/** A list's toolbar, and what it would ask the server. */
function Toolbar() {
  const search = useListSearch();
  return (
    <div role="search">
      <ListSearchBox search={search} label="Cari kelahiran" placeholder="Cari nama, NIK atau nomor surat" />
      <BelumLengkapSwitch search={search} />
      <output aria-label="params">{JSON.stringify(search.params)}</output>
    </div>
  );
}

const params = () => JSON.parse(screen.getByRole('status', { name: 'params' }).textContent ?? '{}') as Record<string, unknown>;

describe('ListSearchBox and useListSearch', () => {
  it('searches on Enter only, trimmed, from the first page of the list', async () => {
    const { user, location } = renderPage(<Toolbar />, { route: '/kelahiran?page=3&sort=nama' });
    const box = screen.getByRole('searchbox', { name: 'Cari kelahiran' });
    expect(box).toHaveAttribute('placeholder', 'Cari nama, NIK atau nomor surat');
    await user.type(box, '  bayu ');
    expect(params()).toEqual({});
    await user.keyboard('{Enter}');
    expect(location().search).toBe('?sort=nama&q=bayu');
    expect(params()).toEqual({ q: 'bayu' });
  });

  it('shows the whole list again from the clear button or Escape', async () => {
    const { user, location } = renderPage(<Toolbar />, { route: '/kelahiran?q=bayu&page=1' });
    const box = screen.getByRole('searchbox', { name: 'Cari kelahiran' });
    expect(box).toHaveValue('bayu');
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(box).toHaveValue('');
    expect(location().search).toBe('');
    expect(screen.queryByRole('button', { name: 'Hapus pencarian' })).not.toBeInTheDocument();

    await user.type(box, 'siti{Enter}');
    expect(location().search).toBe('?q=siti');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location().search).toBe(''));
    expect(box).toHaveValue('');
  });

  it("reads 'belum_lengkap=1' (the dashboard's link) and writes it back, from the first page", async () => {
    const { user, location } = renderPage(<Toolbar />, { route: '/kematian?belum_lengkap=1&page=2' });
    const toggle = screen.getByRole('switch', { name: 'Belum lengkap saja' });
    expect(toggle).toBeChecked();
    expect(params()).toEqual({ belum_lengkap: true });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(location().search).toBe('');
    expect(params()).toEqual({});
    await user.click(toggle);
    expect(location().search).toBe('?belum_lengkap=1');
  });
});
