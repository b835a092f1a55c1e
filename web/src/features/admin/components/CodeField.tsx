import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/fields';

/** A row's UPPER_SNAKE_CASE code: typed for a new row, shown read-only afterwards (codes never change). */
export function CodeField({
  value,
  onValueChange,
  isNew,
  error,
}: {
  value: string;
  onValueChange(value: string): void;
  isNew: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('admin.common.code')}
      required={isNew}
      value={value}
      onValueChange={(text) => onValueChange(text.toUpperCase())}
      readOnly={!isNew}
      fontFamily="mono"
      helper={t('admin.common.codeHelp')}
      error={error}
    />
  );
}
