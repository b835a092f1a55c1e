import { useCallback, useState } from 'react';
import { notify } from '../../../components/toaster/toaster';
import { describeFailure, type FieldErrors } from './mutation-result';

/**
 * Runs a save: clears the previous messages, and on failure keeps the server's per-field messages (shown next to
 * the fields), the overall message (shown above the form) and raises an error toast.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await action();
      return true;
    } catch (cause) {
      const failure = describeFailure(cause);
      setErrors(failure.fields);
      setFormError(failure.message);
      notify.error(failure.message);
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  /** Local checks: show these messages instead of calling the server. */
  const reject = useCallback((fields: FieldErrors, message: string) => {
    setErrors(fields);
    setFormError(message);
  }, []);

  return { errors, formError, saving, run, reject };
}
