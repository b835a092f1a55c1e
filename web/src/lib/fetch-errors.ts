// The global data-fetch error handler of spec §8: the error's message or status text, else 'An error occurred';
// shown only when longer than 2 characters, as a bottom-centre error toast with a siren icon in which text in
// single quotes is bold (see components/toaster/AppToaster.tsx).
import { errorToaster } from '../components/toaster/toaster';
import { errorMessage } from './errors';

export function fetchErrorMessage(error: unknown): string {
  return errorMessage(error);
}

export function handleFetchError(error: unknown) {
  const message = fetchErrorMessage(error);
  if (message.length <= 2) return;
  errorToaster.create({ title: message, type: 'error' });
}
