// Issue 16: after a submit that did not save, focus is on the first field to fix, not on the button.
import { screen, waitFor, within } from '@testing-library/react';
import { Formik } from 'formik';
import { Button } from '@fluentui/react-button';
import * as yup from 'yup';
import { useServerAction } from '@sid/ui/feedback';
import { renderPage } from '@sid/ui/testing';
import { FormikDialog, FormikForm, FormikInput, FormikSelect } from '.';

interface Values {
  nama: string;
  nik: string;
  agama: string;
}

const EMPTY: Values = { nama: 'Siti', nik: '', agama: '' };
const schema = yup.object({
  nama: yup.string().required('Nama wajib diisi'),
  nik: yup.string().required('NIK wajib diisi'),
  agama: yup.string().required('Agama wajib dipilih'),
});

function Fields() {
  return (
    <>
      <FormikInput name="nama" label="Nama" />
      <FormikInput name="nik" label="NIK" />
      <FormikSelect name="agama" label="Agama" options={['Islam', 'Kristen']} placeholder="Pilih Agama" />
    </>
  );
}

function refusal(message: string, code?: string) {
  return Object.assign(new Error(message), { code });
}

/** A dialog that saves through useServerAction().submit; NIK_TAKEN is about 'nik', as ERROR_CODE_FIELD says. */
function DialogHarness({ save, schemaOn = true }: { save: () => Promise<{ message?: string }>; schemaOn?: boolean }) {
  const action = useServerAction((thrown) => ({ message: (thrown as Error).message, code: (thrown as { code?: string }).code }));
  return (
    <FormikDialog<Values>
      title="Tambah Penduduk"
      submitLabel="Simpan"
      initialValues={schemaOn ? EMPTY : { nama: 'Siti', nik: '3507010101010001', agama: 'Islam' }}
      {...(schemaOn ? { validationSchema: schema } : {})}
      onSubmit={(_values, form) => action.submit(save, { form, fallback: 'Tersimpan', fieldOf: (error) => (error.code === 'NIK_TAKEN' ? 'nik' : undefined) })}
      onCancel={() => undefined}
    >
      <Fields />
    </FormikDialog>
  );
}

describe('focus on the first invalid field', () => {
  it('in a dialog, after yup refused: the first invalid field in the page order', async () => {
    const save = jest.fn();
    const { user } = renderPage(<DialogHarness save={save} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Penduduk' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const nik = within(dialog).getByRole('textbox', { name: 'NIK' });
    await waitFor(() => expect(nik).toHaveFocus());
    expect(nik).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();

    // Fixed NIK: the next refused submit lands on Agama.
    await user.type(nik, '3507010101010001');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Agama' })).toHaveFocus());
  });

  it('in a dialog, after the server refused a value of one field: that field', async () => {
    const save = jest.fn().mockRejectedValue(refusal('NIK sudah terdaftar', 'NIK_TAKEN'));
    const { user } = renderPage(<DialogHarness save={save} schemaOn={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Penduduk' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('NIK sudah terdaftar')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'NIK' })).toHaveFocus());
  });

  it("a refusal about no field stays in the banner; focus stays in the form's button", async () => {
    const save = jest.fn().mockRejectedValue(refusal('Server sibuk'));
    const { user } = renderPage(<DialogHarness save={save} schemaOn={false} />);
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Penduduk' });
    const simpan = within(dialog).getByRole('button', { name: 'Simpan' });
    await user.click(simpan);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Server sibuk');
    expect(simpan).toHaveFocus();
  });

  it('in a page form (FormikForm), after yup refused', async () => {
    const onSubmit = jest.fn();
    const { user } = renderPage(
      <Formik<Values> initialValues={{ ...EMPTY, nama: '' }} validationSchema={schema} onSubmit={onSubmit}>
        <FormikForm aria-label="Form penduduk">
          <Fields />
          <Button type="submit">Tambahkan</Button>
        </FormikForm>
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Form penduduk' })).toHaveAttribute('novalidate');
  });
});
