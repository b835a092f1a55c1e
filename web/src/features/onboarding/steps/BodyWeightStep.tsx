// Step 2 (optional): the member's body weight, typed in their unit and kept in kilograms. What they typed comes back
// as typed; an empty field clears a weight given before.
import { Field, Input, InputGroup } from '@chakra-ui/react';
import { useState } from 'react';
import { BODY_WEIGHT_KG, isBodyWeightKg } from '../../../../../common/member-profile';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import type { MeasurementSystem } from '../../../lib/measurement';
import { useSession } from '../../auth/session';
import { displayUnit, formatMeasurementValue, parseMeasurementValue, toShown } from '../../../../../common/units';
import { usePreferences } from '../../settings/preferences';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { StepFrame, type OnboardingFlow } from '../StepFrame';

/** The range in the member's unit, rounded inwards so every number in it is a weight the server takes. */
function rangeIn(system: MeasurementSystem) {
  return {
    min: Math.ceil(toShown(BODY_WEIGHT_KG.min, 'kg', system)),
    max: Math.floor(toShown(BODY_WEIGHT_KG.max, 'kg', system)),
  };
}

export function BodyWeightStep({ flow }: { flow: OnboardingFlow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { userInfo, updateSession } = useSession();
  const { measurementSystem: system } = usePreferences();
  const unit = displayUnit('kg', system)!;
  const saved = userInfo?.userPrivateMeta.bodyWeightKg ?? null;
  const [text, setText] = useState(saved === null ? '' : formatMeasurementValue(saved, 'kg', system, language));
  const [error, setError] = useState<string | null>(null);

  const refuse = (message: string) => {
    setError(message);
    return false;
  };
  const save = async () => {
    const typed = text.trim();
    const kg = typed ? parseMeasurementValue(typed, 'kg', system) : null;
    if (typed && kg === null) return refuse(t('onboarding.bodyWeight.notANumber'));
    if (kg !== null && !isBodyWeightKg(kg)) {
      const { min, max } = rangeIn(system);
      return refuse(t('onboarding.bodyWeight.outOfRange', { min: formatCount(min, language), max: formatCount(max, language), unit }));
    }
    if (kg === saved) return true;
    try {
      await updateSession({ userPrivateMeta: { bodyWeightKg: kg } });
      return true;
    } catch (failure) {
      return refuse(fieldErrors(failure).userPrivateMeta ?? errorMessage(failure));
    }
  };

  return (
    <StepFrame flow={flow} title={t('onboarding.bodyWeight.title')} intro={t('onboarding.bodyWeight.intro')} onContinue={save}>
      <Field.Root invalid={!!error} maxWidth="16rem">
        <Field.Label>{t('onboarding.bodyWeight.label', { unit })}</Field.Label>
        <InputGroup endAddon={unit}>
          <Input
            name="bodyWeight"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        </InputGroup>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </StepFrame>
  );
}
