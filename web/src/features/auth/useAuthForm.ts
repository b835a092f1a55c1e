// Submitting an auth form: busy flag, per-field messages from the server's details, and a form-level message.
import { useCallback, useState } from 'react';
import { errorMessage, fieldErrors } from '../../lib/errors';

export function useAuthForm() {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      return await action();
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      // The summary repeats nothing a field already says.
      const fieldMessages = new Set(Object.values(fields));
      const message = errorMessage(error);
      if (
        !Object.keys(fields).length ||
        (!fieldMessages.has(message) && !/^\w+: /.test(message) && message !== 'Some fields are not valid')
      )
        setFormError(message);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  const clearField = useCallback((name: string) => setErrors((current) => (current[name] ? { ...current, [name]: '' } : current)), []);
  /** A text field's value, its server message, and a change handler that clears that message as the user types. */
  const bind = useCallback(
    (name: string, value: string, set: (value: string) => void) => ({
      value,
      error: errors[name],
      onValueChange: (next: string) => {
        set(next);
        clearField(name);
      },
    }),
    [errors, clearField],
  );
  return { busy, errors, formError, run, clearField, bind, setFormError };
}

/** One-time codes are six digits; anything else typed or pasted is dropped. */
export function oneTimeCode(value: string) {
  return value.replace(/\D/g, '').slice(0, 6);
}
