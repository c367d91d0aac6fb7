import { readToken } from './token';
import { makeToken } from '@sid/ui-desa/testing';

describe('readToken', () => {
  it('reads the user id, role and expiry (seconds) of a valid token', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(readToken(makeToken({ id: 'u-7', role: 'Admin', exp, desa: 'desa-7' }))).toEqual({
      user: { id: 'u-7', role: 'Admin', desaId: 'desa-7' },
      expiresAt: exp * 1000,
    });
  });

  it("reads the Admin Kabupaten's token, which has no village", () => {
    expect(readToken(makeToken({ role: 'Admin Kabupaten', desa: null }))?.user).toEqual({ id: 'user-1', role: 'Admin Kabupaten', desaId: null });
  });

  it('counts a token past its expiry as signed out', () => {
    expect(readToken(makeToken({ expiresIn: -1 }))).toBeNull();
  });

  it('counts a token that expires exactly now as signed out', () => {
    const now = Date.now();
    expect(readToken(makeToken({ exp: Math.floor(now / 1000) }), Math.floor(now / 1000) * 1000)).toBeNull();
  });

  it('refuses what is not a usable session token', () => {
    expect(readToken(null)).toBeNull();
    expect(readToken('')).toBeNull();
    expect(readToken('not-a-jwt')).toBeNull();
    expect(readToken(makeToken({ role: 'Tamu' }))).toBeNull();
    const withoutExp = `${Buffer.from('{}').toString('base64url')}.${Buffer.from(JSON.stringify({ id: 'u', role: 'Admin' })).toString('base64url')}.x`;
    expect(readToken(withoutExp)).toBeNull();
  });
});
