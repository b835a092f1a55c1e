import { Field, Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';

export interface SearchFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  placeholder?: string;
  maxWidth?: string;
}

/** A labelled search box (the label is for assistive technology; the icon and placeholder show its purpose). */
export function SearchField({ label, value, onValueChange, placeholder, maxWidth = 'sm' }: SearchFieldProps) {
  return (
    <Field.Root maxWidth={maxWidth} width="100%">
      <Field.Label srOnly>{label}</Field.Label>
      <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
        <Input
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
          bg="surface"
        />
      </InputGroup>
    </Field.Root>
  );
}
