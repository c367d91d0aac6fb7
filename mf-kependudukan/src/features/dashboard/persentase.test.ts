import { persentase } from './persentase';

describe('persentase', () => {
  it('floors the share of the total', () => {
    expect(persentase(1, 3)).toBe(33);
    expect(persentase(2, 3)).toBe(66);
    expect(persentase(3, 3)).toBe(100);
    expect(persentase(0, 7)).toBe(0);
  });

  it('shows 0 when there is no one at all (NaN)', () => {
    expect(persentase(0, 0)).toBe(0);
  });
});
