// A creator profile's social links: a platform (from the platforms list) and a username per link, checked against
// the platform's username pattern, with the profile address the link will open.
import { Grid } from '@chakra-ui/react';
import { newLinkKey, profileUrlFor, type SocialLinkDraft, type SocialPlatformRules } from '../lib/social-links';
import { adminStrings } from '../strings';
import { SelectField, TextField } from './fields';
import { listError, RepeatedRows } from './RepeatedRows';

const t = adminStrings.socialLinks;

export interface SocialLinksEditorProps {
  platforms: readonly SocialPlatformRules[];
  links: readonly SocialLinkDraft[];
  onChange(links: SocialLinkDraft[]): void;
  /** Local and server messages keyed 'socialLinks.N.username' and 'socialLinks.N.socialMediaPlatformCode'. */
  errors: Record<string, string>;
}

export function SocialLinksEditor({ platforms, links, onChange, errors }: SocialLinksEditorProps) {
  const byCode = new Map(platforms.map((platform) => [platform.socialMediaPlatformCode, platform]));
  const update = (index: number, change: Partial<SocialLinkDraft>) =>
    onChange(links.map((link, at) => (at === index ? { ...link, ...change } : link)));
  const used = new Set(links.map((link) => link.socialMediaPlatformCode));
  const unused = platforms.find((platform) => !used.has(platform.socialMediaPlatformCode));

  return (
    <RepeatedRows
      legend={t.legend}
      help={t.help}
      empty={t.none}
      rows={links}
      testId="social-links-editor"
      removeLabel={t.remove}
      onRemove={(index) => onChange(links.filter((_, at) => at !== index))}
      addLabel={t.add}
      addDisabled={!unused}
      onAdd={() =>
        onChange([...links, { key: newLinkKey(), socialMediaPlatformCode: unused?.socialMediaPlatformCode ?? '', username: '' }])
      }
      error={listError(errors, 'socialLinks')}
      renderRow={(link, number) => {
        const index = number - 1;
        const url = profileUrlFor(byCode.get(link.socialMediaPlatformCode), link.username);
        return (
          <Grid templateColumns={{ base: '1fr', sm: '12rem 1fr' }} gap="2">
            <SelectField
              label={t.platform(number)}
              value={link.socialMediaPlatformCode}
              onValueChange={(code) => update(index, { socialMediaPlatformCode: code })}
              placeholder={t.choosePlatformOption}
              options={platforms.map((platform) => ({
                value: platform.socialMediaPlatformCode,
                label: platform.socialMediaPlatformName,
                // One link per platform: the others' platforms are offered but cannot be picked twice.
                disabled: platform.socialMediaPlatformCode !== link.socialMediaPlatformCode && used.has(platform.socialMediaPlatformCode),
              }))}
              error={errors[`socialLinks.${index}.socialMediaPlatformCode`]}
            />
            <TextField
              label={t.username(number)}
              value={link.username}
              onValueChange={(username) => update(index, { username })}
              maxLength={254}
              autoComplete="off"
              spellCheck={false}
              helper={url ? t.opens(url) : undefined}
              error={errors[`socialLinks.${index}.username`]}
            />
          </Grid>
        );
      }}
    />
  );
}
