import { readSpec } from '../spec-test-utils';
import { ERROR_CODE_FIELD, fieldOfError } from './error-codes';

const errorCode = readSpec().components.schemas.ErrorCode;

describe('conflict codes and their fields', () => {
  it('are codes of the contract, paired as its ErrorCode description pairs them', () => {
    const codes = errorCode?.enum ?? [];
    for (const code of Object.keys(ERROR_CODE_FIELD)) expect(codes).toContain(code);
    const description = String(errorCode?.description ?? '');
    const pairs = Object.fromEntries([...description.matchAll(/([A-Z_]+) \(([a-z_]+)\)/g)].map((m) => [m[1], m[2]]));
    expect(pairs).toEqual(ERROR_CODE_FIELD);
  });

  it('give a refusal its field by the code, never by the message', () => {
    expect(fieldOfError({ code: 'NIK_TAKEN' })).toBe('nik');
    expect(fieldOfError({ code: 'NO_KK_TAKEN' })).toBe('no_kk');
    expect(fieldOfError({ code: 'USERNAME_TAKEN' })).toBe('username');
    expect(fieldOfError({ code: 'KEPALA_EXISTS' })).toBe('posisi_dalam_keluarga');
    for (const code of ['TRANSITION_REFUSED', 'CONFLICT', 'VALIDATION_ERROR', 'constructor', 'toString', undefined]) {
      expect(fieldOfError({ code })).toBeUndefined();
    }
  });
});
