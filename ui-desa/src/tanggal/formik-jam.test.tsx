import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { renderPage } from '@sid/ui/testing';
import { FormikJam } from '.';

function renderForm(initial = '') {
  const onSubmit = jest.fn();
  const result = renderPage(
    <Formik initialValues={{ jam_lahir: initial }} onSubmit={(v) => onSubmit(v)}>
      <Form noValidate>
        <FormikJam name="jam_lahir" label="Jam Lahir" />
        <button type="submit">Kirim</button>
      </Form>
    </Formik>,
  );
  return { ...result, onSubmit, input: screen.getByRole('textbox', { name: 'Jam Lahir' }) };
}

describe('the shared time field (issue 40)', () => {
  it('is a text field that says its 24-hour format, and shows a stored time', () => {
    const { input } = renderForm('17:05');
    expect(input).toHaveValue('17:05');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'jj:mm');
    expect(input).toHaveAccessibleDescription('Format jj:mm (24 jam), misalnya 08:30 atau 17:05');
  });

  it("inserts the ':' as digits are typed and submits HH:mm", async () => {
    const { user, input, onSubmit } = renderForm();
    await user.type(input, '0830');
    expect(input).toHaveValue('08:30');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ jam_lahir: '08:30' }));
  });

  it("reads '8.30' and writes it back as 08:30 on leaving", async () => {
    const { user, input, onSubmit } = renderForm();
    await user.type(input, '8.30');
    expect(input).toHaveValue('8:30');
    await user.tab();
    expect(input).toHaveValue('08:30');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ jam_lahir: '08:30' }));
  });

  it('refuses an hour past 23 or an unfinished time in Indonesian and does not submit', async () => {
    const { user, input, onSubmit } = renderForm();
    await user.type(input, '2530');
    await user.tab();
    expect(await screen.findByText('Jam pada Jam Lahir harus 00 sampai 23 (24 jam)')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '08:3');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Jam Lahir harus ditulis jj:mm (24 jam), misalnya 08:30')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets an empty time through (the field is optional)', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ jam_lahir: '' }));
  });
});
