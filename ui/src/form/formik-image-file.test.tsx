import { screen, waitFor } from '@testing-library/react';
import { Formik, Form } from 'formik';
import { mixed, object } from 'yup';
import { renderPage } from '@sid/ui/testing';
import { FormikImageFile, ukuranBerkas } from '.';

const schema = object({
  foto: mixed<File>()
    .required('A file is Required')
    .test('size', 'Maximum size is 10mb', (f) => !f || f.size <= 10 * 1024 * 1024),
});

function renderField() {
  const onSubmit = jest.fn();
  const result = renderPage(
    <Formik<{ foto: File | null }> initialValues={{ foto: null }} validationSchema={schema} onSubmit={(v) => onSubmit(v)}>
      <Form noValidate>
        <FormikImageFile name="foto" label="Upload Foto KK" accept="image/jpeg,image/png" required hint="Format jpg, jpeg atau png" />
        <button type="submit">Kirim</button>
      </Form>
    </Formik>,
  );
  return { ...result, onSubmit };
}

describe('FormikImageFile', () => {
  it('says the field is required when nothing was chosen', async () => {
    const { user, onSubmit } = renderField();
    expect(screen.getByText('Format jpg, jpeg atau png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('A file is Required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates the chosen file at once and submits a valid one', async () => {
    const { user, onSubmit } = renderField();
    const input = screen.getByLabelText(/Upload Foto KK/);
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'besar.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('Maximum size is 10mb')).toBeInTheDocument();

    const small = new File([new Uint8Array(2048)], 'kk.png', { type: 'image/png' });
    await user.upload(input, small);
    await waitFor(() => expect(screen.queryByText('Maximum size is 10mb')).not.toBeInTheDocument());
    expect(screen.getByText('kk.png (2 KB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ foto: small }));
  });

  it('writes sizes the Indonesian way', () => {
    expect(ukuranBerkas(2.4 * 1024 * 1024)).toBe('2,4 MB');
    expect(ukuranBerkas(100)).toBe('1 KB');
  });
});
