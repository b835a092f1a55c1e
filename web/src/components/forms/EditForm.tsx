// The form inside an edit drawer: an error summary, the fields, then Cancel and Save (and an optional delete on the
// left). Submitting runs `onSubmit`; failures come back as field messages through useFormErrors.
import { Alert, Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from './FormStack';

export interface EditFormProps {
  label: string;
  onSubmit(): void | Promise<void>;
  onCancel(): void;
  saving?: boolean;
  submitLabel?: string;
  formError?: string | null;
  /** Shown at the bottom left (a delete button). */
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}

export function EditForm({ label, onSubmit, onCancel, saving = false, submitLabel, formError, extra, children, testId }: EditFormProps) {
  const { t } = useTranslation();
  return (
    <FormStack
      gap="5"
      noValidate
      aria-label={label}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {formError && (
        <Alert.Root status="error" borderRadius="md" role="alert">
          <Alert.Indicator />
          <Alert.Description>{formError}</Alert.Description>
        </Alert.Root>
      )}
      {children}
      <HStack justify="space-between" gap="3" pt="2" flexWrap="wrap">
        <HStack>{extra}</HStack>
        <HStack gap="2">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('components.forms.cancel')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={saving}>
            {submitLabel ?? t('components.forms.save')}
          </Button>
        </HStack>
      </HStack>
    </FormStack>
  );
}
