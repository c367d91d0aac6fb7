import { readSpec } from '../spec-test-utils';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './format';

describe('the password rule', () => {
  it("is the contract's for every password that is set (users, a village's Super Admin, one's own)", () => {
    const schemas = readSpec().components.schemas as Record<string, { properties?: Record<string, { minLength?: number; maxLength?: number }> }>;
    const set = [
      schemas.UserCreateInput?.properties?.password,
      schemas.PasswordChangeInput?.properties?.password_baru,
      schemas.PasswordResetInput?.properties?.password,
      schemas.SuperAdminDesaInput?.properties?.password,
    ];
    for (const rule of set) expect(rule).toEqual(expect.objectContaining({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }));
  });
});
