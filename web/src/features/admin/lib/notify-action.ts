import { describeFailure } from '../../../components/forms/mutation-result';
import { notify } from '../../../components/toaster/toaster';

/**
 * Runs a one-click change (a switch in a row, a delete): a success toast when it worked, the failure's message in
 * an error toast when not. Resolves to whether it worked, so callers can close what they opened.
 */
export async function withToasts(action: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await action();
  } catch (cause) {
    notify.error(describeFailure(cause).message);
    return false;
  }
  notify.success(success);
  return true;
}
