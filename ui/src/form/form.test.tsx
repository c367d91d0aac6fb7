import { screen, waitFor } from '@testing-library/react';
import { Formik, Form } from 'formik';
import { object, string } from 'yup';
import { renderPage } from '@sid/ui/testing';
import { FormikInput, FormikPassword, FormikSelect, FormikTextarea } from '.';

interface Values {
  nama_lengkap: string;
  password: string;
  role: string;
  catatan: string;
  umur: string;
}

const schema = object({
  nama_lengkap: string().required('Nama Lengkap tidak boleh kosong'),
});

function renderForm(initial: Partial<Values> = {}) {
  const onSubmit = jest.fn();
  const result = renderPage(
    <Formik<Values>
      initialValues={{ nama_lengkap: '', password: '', role: '', catatan: '', umur: '', ...initial }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form noValidate>
        <FormikInput name="nama_lengkap" label="Nama Lengkap" required />
        <FormikInput name="umur" label="Umur" />
        <FormikPassword name="password" label="Password" />
        <FormikSelect name="role" label="Role" placeholder="Pilih Role" options={['Super Admin', 'Admin']} />
        <FormikTextarea name="catatan" label="Catatan" rows={5} />
        <button type="submit">Kirim</button>
      </Form>
    </Formik>,
  );
  return { ...result, onSubmit };
}

describe('formik adapters', () => {
  it('label the controls and mark required ones', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /Nama Lengkap/ })).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Catatan' })).toHaveAttribute('rows', '5');
  });

  it('show yup messages only once a field is touched', async () => {
    const { user } = renderForm();
    expect(screen.queryByText('Nama Lengkap tidak boleh kosong')).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /Nama Lengkap/ }));
    await user.tab();
    expect(await screen.findByText('Nama Lengkap tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('show every message on a submit attempt and do not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Nama Lengkap tidak boleh kosong')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('write what the user types and chooses into the formik values', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Nama Lengkap/ }), 'Siti Aminah');
    await user.type(screen.getByRole('textbox', { name: 'Umur' }), '31');
    await user.type(screen.getByLabelText('Password'), 'rahasia123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.type(screen.getByRole('textbox', { name: 'Catatan' }), 'Pindah kerja');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({
      nama_lengkap: 'Siti Aminah',
      umur: '31',
      password: 'rahasia123',
      role: 'Admin',
      catatan: 'Pindah kerja',
    }));
  });

  it('show prefilled values', () => {
    renderForm({ nama_lengkap: 'Budi', role: 'Super Admin' });
    expect(screen.getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Budi');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('Super Admin');
  });

  it('show and hide the password with the toggle', async () => {
    const { user } = renderForm({ password: 'rahasia' });
    const input = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
