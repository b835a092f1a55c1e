// Fields several admin forms share.
import { NAME_MAX_CHARS, SORT_ORDER_MAX, USER_NAME_MAX_CHARS } from '../constants';
import { adminStrings } from '../strings';
import { NumberField, SelectField, TextField, type SelectOption } from './fields';

export function SortOrderField({
  value,
  onValueChange,
  error,
}: {
  value: number | '';
  onValueChange(value: number | ''): void;
  error?: string;
}) {
  return (
    <NumberField
      label={adminStrings.common.sortOrder}
      value={value}
      onValueChange={onValueChange}
      min={0}
      max={SORT_ORDER_MAX}
      error={error}
    />
  );
}

/** The group a group sits under; empty puts it at the top level. */
export function ParentGroupField({
  value,
  onValueChange,
  options,
  error,
}: {
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  error?: string;
}) {
  return (
    <SelectField
      label={adminStrings.common.parentGroup}
      value={value}
      onValueChange={onValueChange}
      options={options}
      placeholder={adminStrings.common.noParent}
      error={error}
    />
  );
}

interface RequiredTextProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
}

/** A required display name (of a group, an item, a platform…). */
export function NameField(props: RequiredTextProps) {
  return <TextField {...props} required maxLength={NAME_MAX_CHARS} />;
}

/** A user name (an account's or a creator profile's): what people are found and mentioned by. */
export function UserNameField(props: RequiredTextProps) {
  return <TextField {...props} required maxLength={USER_NAME_MAX_CHARS} autoComplete="off" spellCheck={false} />;
}
