import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { tanggalTerbaca } from '@sid/openapi/rules';
import { renderPage } from '@sid/ui/testing';
import { FormikDate } from '.';

function renderForm(initial = '') {
  const onSubmit = jest.fn();
  const result = renderPage(
    <Formik initialValues={{ tanggal_ktp: initial }} validationSchema={object({ tanggal_ktp: tanggalTerbaca('Tanggal KTP') })} onSubmit={(v) => onSubmit(v)}>
      <Form noValidate>
        <FormikDate name="tanggal_ktp" label="Tanggal KTP" />
        <button type="submit">Kirim</button>
      </Form>
    </Formik>,
  );
  return { ...result, onSubmit, input: screen.getByRole('textbox', { name: 'Tanggal KTP' }) };
}

describe('the shared date field (issue 40)', () => {
  it('is a text field that says its format, and shows a stored date as hh-bb-tttt', () => {
    const { input } = renderForm('2025-02-03');
    expect(input).toHaveValue('03-02-2025');
    expect(input).toHaveAttribute('placeholder', 'hh-bb-tttt');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Format hh-bb-tttt (hari-bulan-tahun), misalnya 05-01-2026'));
  });

  it('inserts the dashes as digits are typed and submits the ISO date', async () => {
    const { user, input, onSubmit } = renderForm();
    await user.type(input, '05012026');
    expect(input).toHaveValue('05-01-2026');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ tanggal_ktp: '2026-01-05' }));
  });

  it('reads 5-1-2026 and 05/01/2026', async () => {
    const { user, input, onSubmit } = renderForm();
    await user.type(input, '5-1-2026');
    expect(input).toHaveValue('5-1-2026');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(input).toHaveValue('05-01-2026');
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ tanggal_ktp: '2026-01-05' }));
    await user.clear(input);
    await user.type(input, '06/01/2026');
    expect(input).toHaveValue('06-01-2026');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenLastCalledWith({ tanggal_ktp: '2026-01-06' }));
  });

  it('refuses an impossible date or a two-digit year in Indonesian and does not submit', async () => {
    const { user, input, onSubmit } = renderForm();
    await user.type(input, '31022026');
    await user.tab();
    expect(await screen.findByText('Tanggal KTP tidak ada: Februari 2026 hanya sampai tanggal 28')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '05-01-26');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Tahun pada Tanggal KTP ditulis 4 angka, misalnya 05-01-2026')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses on its own where the form has no schema for it', async () => {
    const onSubmit = jest.fn();
    const { user } = renderPage(
      <Formik initialValues={{ tanggal: '' }} onSubmit={(v) => onSubmit(v)}>
        <Form noValidate>
          <FormikDate name="tanggal" label="Tanggal Hilang" />
          <button type="submit">Kirim</button>
        </Form>
      </Formik>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Tanggal Hilang' }), '29022023');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Tanggal Hilang tidak ada: Februari 2023 hanya sampai tanggal 28')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
