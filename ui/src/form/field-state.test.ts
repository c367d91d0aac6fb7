import { fieldMessage } from './field-state';

describe('what a field shows: its error, else its warning (issue 13)', () => {
  it('an error wins over a warning; a warning has the warning state; nothing is nothing', () => {
    expect(fieldMessage('NIK tidak boleh kosong', 'Mungkin orang yang sama')).toEqual({ validationMessage: 'NIK tidak boleh kosong' });
    expect(fieldMessage(undefined, 'Mungkin orang yang sama')).toEqual({ validationMessage: 'Mungkin orang yang sama', validationState: 'warning' });
    expect(fieldMessage(undefined, undefined)).toEqual({ validationMessage: undefined });
    expect(fieldMessage(undefined, '')).toEqual({ validationMessage: undefined });
  });
});
