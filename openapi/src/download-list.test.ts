import { downloadList } from './download-list';
import { mockFetch } from './test-utils';

describe('downloadList', () => {
  it("asks for the list's order, search and filter, and leaves 'csv' (the default) and what is unset out of the URL", async () => {
    const fetchMock = mockFetch(() => new Response('\uFEFF"NIK"\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await downloadList('/api/kematian/csv', { sort: 'umur', order: 'desc', q: 'budi', belum_lengkap: true, format: 'csv' });
      await downloadList('/api/kematian/csv', { format: 'xlsx' });
      const queries = fetchMock.calls.map((c) => Object.fromEntries(new URL(c.url).searchParams));
      expect(queries).toEqual([{ sort: 'umur', order: 'desc', q: 'budi', belum_lengkap: 'true' }, { format: 'xlsx' }]);
    } finally {
      click.mockRestore();
      fetchMock.restore();
    }
  });
});
