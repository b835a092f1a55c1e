// Labelled form controls with their validation message right under the field (server `details` or local checks).
import { Checkbox, Field, Input, NativeSelect, Switch, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface BaseFieldProps {
  label: string;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
}

function FieldFrame({ label, error, helper, required, hideLabel, children }: BaseFieldProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label srOnly={hideLabel}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface TextFieldProps extends BaseFieldProps, Omit<InputProps, 'onChange' | 'value' | 'required'> {
  value: string;
  onValueChange(value: string): void;
}

export function TextField({ label, error, helper, required, hideLabel, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required} hideLabel={hideLabel}>
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
    </FieldFrame>
  );
}

export interface TextareaFieldProps extends BaseFieldProps {
  value: string;
  onValueChange(value: string): void;
  maxLength?: number;
  rows?: number;
  placeholder?: string;
}

export function TextareaField({
  label,
  error,
  helper,
  required,
  hideLabel,
  value,
  onValueChange,
  maxLength,
  rows = 3,
  placeholder,
}: TextareaFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required} hideLabel={hideLabel}>
      <Textarea
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        maxLength={maxLength}
        rows={rows}
        placeholder={placeholder}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends BaseFieldProps {
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  /** A first, empty option (e.g. 'Choose a type'). */
  placeholder?: string;
  disabled?: boolean;
}

export function SelectField({
  label,
  error,
  helper,
  required,
  hideLabel,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required} hideLabel={hideLabel}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onValueChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export interface NumberFieldProps extends BaseFieldProps {
  value: number | '';
  onValueChange(value: number | ''): void;
  min?: number;
  max?: number;
}

export function NumberField({ label, error, helper, required, hideLabel, value, onValueChange, min, max }: NumberFieldProps) {
  return (
    <FieldFrame label={label} error={error} helper={helper} required={required} hideLabel={hideLabel}>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onValueChange(event.target.value === '' ? '' : Number(event.target.value))}
      />
    </FieldFrame>
  );
}

export interface ToggleFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  helper?: ReactNode;
  error?: string;
  disabled?: boolean;
}

export function SwitchField({ label, checked, onCheckedChange, helper, error, disabled }: ToggleFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked)}
        disabled={disabled}
        colorPalette="blue"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CheckboxField({ label, checked, onCheckedChange, helper, error, disabled }: ToggleFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        disabled={disabled}
        colorPalette="blue"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText color="red.fg">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A switch in a table cell, named by an accessible label instead of visible text. */
export function InlineSwitch({
  label,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
      disabled={disabled}
      colorPalette="blue"
      size="sm"
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{label}</Switch.Label>
    </Switch.Root>
  );
}
