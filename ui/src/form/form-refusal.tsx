import { useFormikContext } from 'formik';
import { Banner } from '@sid/ui/banner';
import { refusalMessage } from '@sid/ui/feedback';

/**
 * The red banner of a form whose save was refused: the message `useServerAction().submit` left in
 * formik's status (a refusal about no field in particular). Dismissing it clears the status.
 */
export function FormRefusal() {
  const { status, setStatus } = useFormikContext();
  const message = refusalMessage(status);
  return message ? <Banner intent="error" message={message} onDismiss={() => setStatus(undefined)} /> : null;
}
