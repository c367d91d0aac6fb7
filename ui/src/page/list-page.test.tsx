import { screen } from '@testing-library/react';
import { renderPage } from '@sid/ui/testing';
import { ListPage, listEmpty, useListSearch } from '.';

const says = { notFound: 'TIDAK DITEMUKAN', complete: 'SUDAH LENGKAP', none: 'KOSONG' };

function Page({ rows, total }: { rows: string[]; total: number }) {
  const search = useListSearch();
  return (
    <ListPage
      titleId="t"
      title="Daftar Kematian"
      actions={<button type="button">Unduh CSV</button>}
      notice={<p>Banner</p>}
      search={{ state: search, subject: 'kematian', placeholder: 'Cari nama', belumLengkap: true }}
      read={{ data: { data: rows, total }, error: null, mutate: () => undefined, isValidating: false }}
      table={{ query: { page: 0, limit: 5, order: 'asc' }, onChange: () => undefined }}
      empty={<p>{listEmpty(search, says)}</p>}
    >
      {(page) => <ul aria-label="rows">{page.rows.map((r) => <li key={r}>{r}</li>)}</ul>}
    </ListPage>
  );
}

describe('ListPage', () => {
  it('is the heading with its buttons, the notice, the search region and the page of rows', () => {
    renderPage(<Page rows={['Budi', 'Siti']} total={2} />, { route: '/kematian' });
    expect(screen.getByRole('region', { name: 'Daftar Kematian' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Daftar Kematian' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeInTheDocument();
    expect(screen.getByText('Banner')).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Pencarian kematian' });
    expect(search).toContainElement(screen.getByRole('searchbox', { name: 'Cari kematian' }));
    expect(search).toContainElement(screen.getByRole('switch', { name: 'Belum lengkap saja' }));
    expect(screen.getByRole('list', { name: 'rows' })).toHaveTextContent('BudiSiti');
  });

  it.each([
    ['/kematian', 'KOSONG'],
    ['/kematian?q=budi', 'TIDAK DITEMUKAN'],
    ['/kematian?belum_lengkap=1', 'SUDAH LENGKAP'],
    ['/kematian?q=budi&belum_lengkap=1', 'TIDAK DITEMUKAN'],
  ])('an empty list at %s says %s', (route, text) => {
    renderPage(<Page rows={[]} total={0} />, { route });
    expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
  });
});

describe('listEmpty', () => {
  it("says 'not found' for another narrowing, and 'not found' under the switch when the list has no 'complete' words", () => {
    expect(listEmpty({ q: '', belumLengkap: false }, says, true)).toBe('TIDAK DITEMUKAN');
    expect(listEmpty({ q: '', belumLengkap: true }, { notFound: 'TIDAK DITEMUKAN', none: 'KOSONG' })).toBe('TIDAK DITEMUKAN');
  });
});
