// @sid/ui-desa/feedback: the one way a module's screen saves (useServerAction of @sid/ui/feedback)
// with the contract's error mapper built in: whatever a call of the typed client threw becomes an
// ApiError (toApiError of @sid/openapi) once, here, so no screen hands the mapper over itself.
import { toApiError } from '@sid/openapi';
import { useServerAction as useGenericServerAction, type ServerAction } from '@sid/ui/feedback';

/** `run`, `submit` and `busy` (see @sid/ui/feedback), refusals read as the server's ApiError. */
export function useServerAction(): ServerAction {
  return useGenericServerAction(toApiError);
}
