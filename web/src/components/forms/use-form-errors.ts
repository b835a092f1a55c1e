import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../toaster/toaster';
import { describeFailure, type FieldErrors } from './mutation-result';

/**
 * Runs a save: clears the previous messages, and on failure keeps the server's per-field messages (shown next to
 * the fields), the overall message (shown above the form) and raises an error toast.
 */
export function useFormErrors() {
  const { t } = useTranslation();
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

  /**
   * The whole submit: the local checks' messages when there are any (nothing is sent), otherwise the save and a
   * success toast. Resolves to whether it was saved.
   */
  const submit = useCallback(
    async (local: FieldErrors, action: () => Promise<void>, success: string): Promise<boolean> => {
      if (Object.keys(local).length) {
        reject(local, t('components.forms.fixFields'));
        return false;
      }
      const ok = await run(action);
      if (ok) notify.success(success);
      return ok;
    },
    [reject, run, t],
  );

  return { errors, formError, saving, run, reject, submit };
}

/**
 * A drawer's create-or-edit form: `save` runs the local checks and the save, says "… created" or "… saved", and
 * hands back to the page with `onDone(true)`; `formProps` go to EditForm (Cancel hands back with `onDone(false)`).
 */
export function useEditForm({ isNew, what, onDone }: { isNew: boolean; what: string; onDone(saved: boolean): void }) {
  const { t } = useTranslation();
  const { errors, formError, saving, submit } = useFormErrors();
  const save = async (local: FieldErrors, action: () => Promise<void>) => {
    const saved = await submit(local, action, isNew ? t('components.forms.created', { what }) : t('components.forms.saved', { what }));
    if (saved) onDone(true);
  };
  return { errors, save, formProps: { saving, formError, onCancel: () => onDone(false) } };
}
