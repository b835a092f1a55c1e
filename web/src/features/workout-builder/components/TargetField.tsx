// One target of a set, typed in the user's units: '10', a range '8–12' where one makes sense, '1:30' for times.
// The text is the field's own while it is typed; the set holds the canonical value once the text reads as one.
import { Field, Input, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { measurementLabel, type MeasurementLike } from '../../../../../common/units';
import { useLanguage } from '../../../i18n';
import { RANGE_MEASUREMENTS } from '../constants';
import type { TargetDraft } from '../draft';
import { formatTarget, parseTarget } from '../targets';
import { useBuilder } from './builder-context';

export interface TargetFieldProps {
  measurement: MeasurementLike;
  target: TargetDraft | undefined;
  onChange(target: TargetDraft | null): void;
  errorKey: string;
  /** Names the field for assistive technology: 'Set 2'. */
  setLabel: string;
}

export function TargetField({ measurement, target, onChange, errorKey, setLabel }: TargetFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { system, errors, setLocalError } = useBuilder();
  const formatted = formatTarget(target, measurement, system, language);
  const [text, setText] = useState(formatted);
  const [shown, setShown] = useState(formatted);
  const [localError, setOwnError] = useState<string | null>(null);
  // The set changed from elsewhere (a copy, a restored draft, another measurement system): show its value, unless
  // that is what the text already says.
  if (shown !== formatted) {
    setShown(formatted);
    const parsed = parseTarget(text, measurement, system, t);
    if (!parsed.ok || formatTarget(parsed.target ?? undefined, measurement, system, language) !== formatted) {
      setText(formatted);
      setOwnError(null);
    }
  }

  useEffect(() => {
    setLocalError(errorKey, localError);
  }, [errorKey, localError, setLocalError]);
  useEffect(() => () => setLocalError(errorKey, null), [errorKey, setLocalError]);

  const change = (value: string) => {
    setText(value);
    const parsed = parseTarget(value, measurement, system, t);
    setOwnError(parsed.ok ? null : parsed.error);
    if (parsed.ok) onChange(parsed.target);
  };

  const label = measurementLabel(measurement, system);
  const error = localError ?? errors[errorKey];
  const placeholder =
    measurement.unit === 's'
      ? t('builder.placeholders.duration')
      : RANGE_MEASUREMENTS.has(measurement.measurementCode)
        ? t('builder.placeholders.range')
        : undefined;
  return (
    <Field.Root invalid={!!error} width={{ base: 'calc(50% - 0.5rem)', sm: '8.5rem' }}>
      <Field.Label fontSize="xs">
        <VisuallyHidden>{setLabel} </VisuallyHidden>
        {label}
      </Field.Label>
      <Input
        size="sm"
        inputMode={measurement.unit === 's' ? 'text' : 'decimal'}
        value={text}
        placeholder={placeholder}
        data-measurement={measurement.measurementCode}
        onChange={(event) => change(event.target.value)}
        onBlur={() => !localError && setText(formatted)}
      />
      {error && (
        <Field.ErrorText color="red.fg" fontSize="xs">
          {error}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
