// The small labelled inputs of an exercise's and a set's row: whole seconds, an RPE in half steps, a short text.
import { Field, Input, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SelectOption } from '../../../components/forms/fields';
import { useBuilder } from './builder-context';

interface SmallFieldProps {
  label: string;
  /** Read by assistive technology before the label: 'Set 2'. */
  context?: string;
  errorKey: string;
  width?: string;
  children: ReactNode;
}

function SmallFrame({ label, context, errorKey, width = '6.5rem', children }: SmallFieldProps) {
  const { errors } = useBuilder();
  const error = errors[errorKey];
  return (
    <Field.Root invalid={!!error} width={{ base: 'calc(50% - 0.5rem)', sm: width }}>
      <Field.Label fontSize="xs">
        {context && <VisuallyHidden>{context} </VisuallyHidden>}
        {label}
      </Field.Label>
      {children}
      {error && (
        <Field.ErrorText color="red.fg" fontSize="xs">
          {error}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

export function SmallNumberField({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  placeholder,
  ...frame
}: Omit<SmallFieldProps, 'children'> & {
  value: number | null;
  onValueChange(value: number | null): void;
  min: number;
  max: number;
  step?: number;
  /** What an empty field stands for (the rest that applies when none is given). */
  placeholder?: string;
}) {
  return (
    <SmallFrame {...frame}>
      <Input
        size="sm"
        type="number"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        value={value ?? ''}
        onChange={(event) => onValueChange(event.target.value === '' ? null : Number(event.target.value))}
      />
    </SmallFrame>
  );
}

export function SmallTextField({
  value,
  onValueChange,
  maxLength,
  placeholder,
  ...frame
}: Omit<SmallFieldProps, 'children'> & { value: string; onValueChange(value: string): void; maxLength: number; placeholder?: string }) {
  return (
    <SmallFrame {...frame}>
      <Input
        size="sm"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </SmallFrame>
  );
}

export function SmallSelectField({
  value,
  onValueChange,
  options,
  ...frame
}: Omit<SmallFieldProps, 'children'> & { value: string; onValueChange(value: string): void; options: readonly SelectOption[] }) {
  return (
    <SmallFrame {...frame}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onValueChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </SmallFrame>
  );
}
