// A creator profile's social links: a platform (from the platforms list) and a username per link, checked against
// the platform's username pattern at once and by the server once typing pauses, with the profile address the link
// will open.
import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../forms/fields';
import { listError, RepeatedRows } from '../forms/RepeatedRows';
import { newLinkKey, type SocialLinkDraft, type SocialPlatformRules } from './social-links';
import { useUsernameCheck } from './use-username-check';

export interface SocialLinksEditorProps {
  platforms: readonly SocialPlatformRules[];
  links: readonly SocialLinkDraft[];
  onChange(links: SocialLinkDraft[]): void;
  /** Local and server messages keyed 'socialLinks.N.username' and 'socialLinks.N.socialMediaPlatformCode'. */
  errors: Record<string, string>;
}

function UsernameField({
  number,
  platform,
  username,
  onValueChange,
  error,
}: {
  number: number;
  platform: SocialPlatformRules | undefined;
  username: string;
  onValueChange(username: string): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const check = useUsernameCheck(platform, username);
  let helper: string | undefined;
  if (check.state === 'checking') helper = t('components.socialLinks.checking');
  else if (check.state === 'valid' && check.profileUrl) helper = t('components.socialLinks.opens', { url: check.profileUrl });
  return (
    <TextField
      label={t('components.socialLinks.username', { number })}
      value={username}
      onValueChange={onValueChange}
      maxLength={254}
      autoComplete="off"
      spellCheck={false}
      helper={helper}
      // The form's own messages (from saving) come first; the live check speaks for the text as it is now.
      error={error || (check.state === 'invalid' ? check.message : undefined)}
      aria-busy={check.state === 'checking' || undefined}
    />
  );
}

export function SocialLinksEditor({ platforms, links, onChange, errors }: SocialLinksEditorProps) {
  const { t } = useTranslation();
  const byCode = new Map(platforms.map((platform) => [platform.socialMediaPlatformCode, platform]));
  const update = (index: number, change: Partial<SocialLinkDraft>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...change } : link)));
  const used = new Set(links.map((link) => link.socialMediaPlatformCode));
  const unused = platforms.find((platform) => !used.has(platform.socialMediaPlatformCode));

  return (
    <RepeatedRows
      legend={t('components.socialLinks.legend')}
      help={t('components.socialLinks.help')}
      empty={t('components.socialLinks.none')}
      rows={links}
      testId="social-links-editor"
      removeLabel={(number) => t('components.socialLinks.remove', { number })}
      onRemove={(index) => onChange(links.filter((_, at) => at !== index))}
      addLabel={t('components.socialLinks.add')}
      addDisabled={!unused}
      onAdd={() =>
        onChange([...links, { key: newLinkKey(), socialMediaPlatformCode: unused?.socialMediaPlatformCode ?? '', username: '' }])
      }
      error={listError(errors, 'socialLinks')}
      renderRow={(link, number) => {
        const index = number - 1;
        return (
          <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }} gap="2">
            <SelectField
              label={t('components.socialLinks.platform', { number })}
              value={link.socialMediaPlatformCode}
              onValueChange={(code) => update(index, { socialMediaPlatformCode: code })}
              placeholder={t('components.socialLinks.choosePlatformOption')}
              options={platforms.map((platform) => ({
                value: platform.socialMediaPlatformCode,
                label: platform.socialMediaPlatformName,
                // One link per platform: the others' platforms are offered but cannot be picked twice.
                disabled: platform.socialMediaPlatformCode !== link.socialMediaPlatformCode && used.has(platform.socialMediaPlatformCode),
              }))}
              error={errors[`socialLinks.${index}.socialMediaPlatformCode`]}
            />
            <UsernameField
              number={number}
              platform={byCode.get(link.socialMediaPlatformCode)}
              username={link.username}
              onValueChange={(username) => update(index, { username })}
              error={errors[`socialLinks.${index}.username`]}
            />
          </Grid>
        );
      }}
    />
  );
}
