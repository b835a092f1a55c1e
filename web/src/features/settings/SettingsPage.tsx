// /settings: profile basics (user name, time zone, measurement system, gender) saved through updateSession (applied
// at once, rolled back with a toast on failure, a success toast when saved, field errors from the server shown),
// the theme and its dark variant (kept on this device), the language, and the keyboard shortcuts.
import { Box, Button, Card, Field, Heading, HStack, Kbd, NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { LanguageSelector } from '../../app/shell/LanguageSelector';
import { notify } from '../../components/toaster/toaster';
import { timeZoneOptions } from '../../lib/dates';
import { fieldErrors } from '../../lib/errors';
import { fromServerMeasurement, toServerMeasurement, type MeasurementSystem } from '../../lib/measurement';
import { usePageShell, usePageTitle } from '../../lib/page-shell';
import { useTheme, type DarkVariant, type ThemePreference } from '../../lib/theme';
import { TextField, FormStack } from '../auth/AuthFrame';
import { browserTimeZone, useSession, type Gender, type UserInfo } from '../auth/session';
import { usePreferences } from './preferences';

interface Choice<T extends string> {
  value: T;
  label: string;
}

function ChoiceGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
  name,
}: {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange(value: T): void;
  name: string;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value as T)}
      name={name}
      colorPalette="blue"
    >
      <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2">
        {label}
      </RadioGroup.Label>
      <HStack gap="5" wrap="wrap">
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.value} value={choice.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="surface" as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

interface Draft {
  userName?: string;
  userTimezone?: string;
  measurementSystem?: MeasurementSystem;
  gender?: Gender;
}

function ProfileBasics({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const { updateSession } = useSession();
  const preferences = usePreferences();
  const [draft, setDraft] = useState<Draft>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => timeZoneOptions(userInfo.userTimezone), [userInfo.userTimezone]);

  const userName = draft.userName ?? userInfo.userName;
  const userTimezone = draft.userTimezone ?? userInfo.userTimezone ?? '';
  const measurementSystem = draft.measurementSystem ?? fromServerMeasurement(userInfo.measurementSystem) ?? preferences.measurementSystem;
  const gender = draft.gender ?? userInfo.userPrivateMeta.gender;
  const dirty = Object.keys(draft).length > 0;

  const edit = (patch: Draft, field: string) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await updateSession({
        userName: userName.trim(),
        userTimezone: userTimezone || null,
        measurementSystem: toServerMeasurement(measurementSystem),
        userPrivateMeta: { gender },
      });
      setDraft({});
      notify.success(t('settings.saved'));
    } catch (error) {
      // updateSession rolled back and showed a toast; the fields say what to fix.
      setErrors(fieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormStack gap="5" onSubmit={onSubmit} noValidate aria-label={t('settings.profileBasics')} data-testid="settings-form">
      <TextField
        label={t('auth.userName')}
        name="userName"
        autoComplete="username"
        required
        helper={t('auth.userNameHelp')}
        value={userName}
        onValueChange={(value) => edit({ userName: value }, 'userName')}
        error={errors.userName}
      />
      <Field.Root invalid={!!errors.userTimezone}>
        <Field.Label>{t('settings.timeZone')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="userTimezone"
            value={userTimezone}
            onChange={(event) => edit({ userTimezone: event.target.value }, 'userTimezone')}
          >
            <option value="">{t('settings.browserTimeZone', { zone: browserTimeZone() })}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.userTimezone ? (
          <Field.ErrorText>{errors.userTimezone}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('settings.timeZoneHelp')}</Field.HelperText>
        )}
      </Field.Root>
      <Box>
        <ChoiceGroup
          name="measurementSystem"
          label={t('settings.measurementSystem')}
          value={measurementSystem}
          choices={[
            { value: 'metric', label: t('settings.systemChoices.metric') },
            { value: 'imperial', label: t('settings.systemChoices.imperial') },
          ]}
          onChange={(value) => edit({ measurementSystem: value }, 'measurementSystem')}
        />
        {errors.measurementSystem && (
          <Text color="fg.error" fontSize="sm" mt="1">
            {errors.measurementSystem}
          </Text>
        )}
      </Box>
      <Box>
        <ChoiceGroup
          name="gender"
          label={t('settings.gender')}
          value={gender}
          choices={[
            { value: 'Male', label: t('settings.genders.Male') },
            { value: 'Female', label: t('settings.genders.Female') },
          ]}
          onChange={(value) => edit({ gender: value }, 'userPrivateMeta')}
        />
        <Text color={errors.userPrivateMeta ? 'fg.error' : 'fg.muted'} fontSize="sm" mt="1">
          {errors.userPrivateMeta || t('settings.genderHelp')}
        </Text>
      </Box>
      <HStack gap="3">
        <Button type="submit" colorPalette="blue" loading={saving} disabled={!dirty} data-testid="settings-save">
          {t('settings.save')}
        </Button>
        {dirty && (
          <Button type="button" variant="ghost" onClick={() => setDraft({})}>
            {t('settings.discard')}
          </Button>
        )}
      </HStack>
    </FormStack>
  );
}

const SHORTCUTS = [
  [['t'], 'theme'],
  [['m'], 'measurement'],
  [['Shift', 'G'], 'gender'],
  [['Ctrl', 'Shift', 'P'], 'profile'],
] as const;

export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  usePageShell({ fixedWidth: true });
  const { userInfo } = useSession();
  const theme = useTheme();
  if (!userInfo) return null;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('settings.title')}
      </Heading>
      <Section title={t('settings.profileBasics')} description={t('settings.profileBasicsHelp')}>
        <ProfileBasics userInfo={userInfo} />
      </Section>
      <Section title={t('settings.appearance')} description={t('settings.appearanceHelp')}>
        <Stack gap="5">
          <ChoiceGroup<ThemePreference>
            name="theme"
            label={t('settings.theme')}
            value={theme.preference}
            choices={[
              { value: 'light', label: t('app.theme.light') },
              { value: 'dark', label: t('app.theme.dark') },
              { value: 'system', label: t('app.theme.system') },
            ]}
            onChange={theme.setPreference}
          />
          <ChoiceGroup<DarkVariant>
            name="darkVariant"
            label={t('settings.darkVariant')}
            value={theme.variant}
            choices={[
              { value: 'dark', label: t('app.theme.variantDark') },
              { value: 'oled', label: t('app.theme.variantOled') },
            ]}
            onChange={theme.setVariant}
          />
        </Stack>
      </Section>
      <Section title={t('app.language.label')}>
        <Box>
          <LanguageSelector />
        </Box>
      </Section>
      <Section title={t('settings.shortcuts')} description={t('settings.shortcutsHelp')}>
        <Stack as="dl" gap="2">
          {SHORTCUTS.map(([keys, action]) => (
            <HStack key={action} justify="space-between" gap="4">
              <HStack as="dt" gap="1">
                {keys.map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </HStack>
              <Text as="dd" color="fg.muted" fontSize="sm" textAlign="end">
                {t(`settings.shortcut.${action}`)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
