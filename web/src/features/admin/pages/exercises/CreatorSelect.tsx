// Picks the creator profile that instructions or a video are credited to.
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from '../../../../i18n';
import { creatorName } from '../../../../lib/creator-display';

export interface CreatorOption {
  creatorProfileId: string;
  displayName: string | null;
  fullName: string;
  userName: string;
  isVerified?: boolean;
}

export function creatorOptionLabel(option: CreatorOption, t: TFunction) {
  return `${creatorName(option, t)} (@${option.userName})${option.isVerified ? ' ✓' : ''}`;
}

export interface CreatorSelectProps {
  label: string;
  creators: readonly CreatorOption[];
  value: string;
  onChange(value: string): void;
  disabledIds?: readonly string[];
}

export function CreatorSelect({ label, creators, value, onChange, disabledIds = [] }: CreatorSelectProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" width="auto" minWidth="56">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {creators.map((creator) => (
          <option key={creator.creatorProfileId} value={creator.creatorProfileId} disabled={disabledIds.includes(creator.creatorProfileId)}>
            {creatorOptionLabel(creator, t)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
