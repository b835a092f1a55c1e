import { TextField } from '../../../components/forms/fields';
import { adminStrings } from '../strings';

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
  return (
    <TextField
      label={adminStrings.common.code}
      required={isNew}
      value={value}
      onValueChange={(text) => onValueChange(text.toUpperCase())}
      readOnly={!isNew}
      fontFamily="mono"
      helper={adminStrings.common.codeHelp}
      error={error}
    />
  );
}
