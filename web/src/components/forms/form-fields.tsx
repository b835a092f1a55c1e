// Fields several forms share.
import { NAME_MAX_CHARS, USER_NAME_MAX_CHARS } from './constants';
import { TextField } from './fields';

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
