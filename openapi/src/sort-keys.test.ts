import { readSpec } from './spec-test-utils';
import { SORT_KEYS, sortKeyOf } from './sort-keys';

const schemas = readSpec().components.schemas;
const sortEnums = Object.keys(schemas).filter((name) => name.endsWith('Sort') && name !== 'SortOrder').sort();

describe('SORT_KEYS equal the sort enums of openapi.yaml', () => {
  it('lists every sort enum of the contract, and nothing else', () => {
    expect(Object.keys(SORT_KEYS).sort()).toEqual(sortEnums);
  });

  it.each(Object.entries(SORT_KEYS))('%s: the same values in the same order', (name, keys) => {
    expect([...keys]).toEqual(schemas[name]?.enum);
  });
});

describe('sortKeyOf', () => {
  it("keeps a column the other list sorts by, and drops one it does not", () => {
    expect(sortKeyOf('KartuKeluargaSort', 'umur')).toBe('umur');
    expect(sortKeyOf('KartuKeluargaSort', 'posisi_dalam_keluarga')).toBeUndefined();
    expect(sortKeyOf('KartuKeluargaSort', undefined)).toBeUndefined();
  });
});
