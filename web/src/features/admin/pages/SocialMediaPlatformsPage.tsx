// Social media platforms: the list (search), create and edit in a drawer (URL format with {username}, username
// pattern, hover colours with swatches, a live preview, an icon, and a check of a username against the saved
// rules), delete with a confirmation.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Field, Grid, HStack, Input, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../components/forms/EditForm';
import { TextField } from '../../../components/forms/fields';
import { mediaChange } from '../../../components/forms/form-checks';
import { NameField } from '../../../components/forms/form-fields';
import { describeFailure, unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import {
  AdminCreateSocialMediaPlatformDocument,
  AdminDeleteSocialMediaPlatformDocument,
  AdminSocialMediaPlatformsDocument,
  AdminUpdateSocialMediaPlatformDocument,
  AdminValidateSocialUsernameDocument,
  type AdminSocialMediaPlatformFragment,
} from '../../../gql/graphql';
import { CodeField } from '../components/CodeField';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { SortOrderField } from '../components/form-fields';
import { ListPage } from '../components/ListPage';
import { CodeCell, ThumbCell } from '../components/ListTable';
import { SearchField } from '../components/SearchField';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { COLOUR_PATTERN, DEFAULT_PLATFORM_STYLE, URL_FORMAT_EXAMPLE, USERNAME_PLACEHOLDER } from '../constants';
import { newCodeError, PLATFORM_CODE_MIN_LENGTH } from '../lib/codes';
import { contrastRatio, MIN_TEXT_CONTRAST, patternError, urlFormatError } from '../lib/platforms';
import { sortRows } from '../lib/sort';
import { sortOrderError } from '../lib/sort-order';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { useSearch } from '../lib/use-search';
import { useSortState } from '../lib/use-sort-state';
import { formatDecimal } from '../../../../../common/numbers';
import { useLanguage } from '../../../i18n';

type SortKey = 'socialMediaPlatformName' | 'socialMediaPlatformCode' | 'sortOrder';

const ColourInput = chakra('input');

function ColourField({ label, value, onChange, error }: { label: string; value: string; onChange(value: string): void; error?: string }) {
  const { t } = useTranslation();
  const valid = COLOUR_PATTERN.test(value);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2">
        <ColourInput
          type="color"
          aria-label={t('admin.platforms.colourPicker', { label })}
          value={valid ? value : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          width="10"
          height="10"
          p="0.5"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="surface"
          cursor="pointer"
        />
        <Input value={value} onChange={(event) => onChange(event.target.value)} fontFamily="mono" maxLength={7} width="32" />
      </HStack>
      {error ? (
        <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('admin.platforms.colourHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}

/** The hover colours as two swatches with their values (text on the brand colour itself could be unreadable). */
function Swatches({ color, background }: { color: string; background: string }) {
  const { t } = useTranslation();
  const swatch = (value: string, label: string) => (
    <HStack gap="1.5" title={t('admin.platforms.swatch', { label, colour: value })}>
      <Box
        as="span"
        width="4"
        height="4"
        borderRadius="full"
        borderWidth="1px"
        borderColor="border"
        flexShrink={0}
        style={{ backgroundColor: value }}
      />
      <Text as="span" fontFamily="mono" fontSize="xs">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {value}
      </Text>
    </HStack>
  );
  return (
    <HStack gap="3">
      {swatch(color, t('admin.platforms.hoverColor'))}
      {swatch(background, t('admin.platforms.hoverBackground'))}
    </HStack>
  );
}

function UsernameCheck({ code }: { code: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [username, setUsername] = useState('');
  const [result, setResult] = useState<{ isValid: boolean; message: string | null; profileUrl: string | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async () => {
    if (!username.trim()) return;
    setChecking(true);
    try {
      const answer = await client.query({
        query: AdminValidateSocialUsernameDocument,
        variables: { socialMediaPlatformCode: code, username: username.trim() },
        fetchPolicy: 'network-only',
      });
      if (answer.data) setResult(answer.data.validateSocialUsername);
    } catch (cause) {
      setResult({ isValid: false, message: describeFailure(cause).message, profileUrl: null });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack gap="2" p="3" borderWidth="1px" borderColor="border" borderRadius="md">
      <Field.Root>
        <Field.Label>{t('admin.platforms.tryUsername')}</Field.Label>
        <HStack>
          <Input
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              setResult(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void check();
              }
            }}
            maxLength={254}
          />
          <Button variant="outline" onClick={() => void check()} loading={checking} disabled={!username.trim()}>
            {t('admin.platforms.check')}
          </Button>
        </HStack>
      </Field.Root>
      {result && (
        <Text fontSize="sm" color={result.isValid ? 'green.fg' : 'red.fg'} role="status">
          {result.isValid ? t('admin.platforms.usernameValid') : t('admin.platforms.usernameInvalid')}
          {result.message ? `: ${result.message}` : ''}
          {result.profileUrl && (
            <>
              {' — '}
              <Link href={result.profileUrl} target="_blank" rel="noreferrer noopener" color="brand.fg">
                {result.profileUrl}
              </Link>
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}

function PlatformForm({
  platform,
  existingCodes,
  onDone,
}: {
  platform: AdminSocialMediaPlatformFragment | null;
  existingCodes: ReadonlySet<string>;
  onDone(saved: boolean): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [code, setCode] = useState(platform?.socialMediaPlatformCode ?? '');
  const [name, setName] = useState(platform?.socialMediaPlatformName ?? '');
  const [urlFormat, setUrlFormat] = useState(platform?.socialMediaPlatformUrlFormat ?? '');
  const [pattern, setPattern] = useState(platform?.usernamePattern ?? '');
  const [hoverColor, setHoverColor] = useState(platform?.socialMediaPlatformStyle.hoverColor ?? DEFAULT_PLATFORM_STYLE.hoverColor);
  const [hoverBackground, setHoverBackground] = useState(
    platform?.socialMediaPlatformStyle.hoverBackground ?? DEFAULT_PLATFORM_STYLE.hoverBackground,
  );
  const [sortOrder, setSortOrder] = useState<number | ''>(platform?.sortOrder ?? 0);
  const [icon, setIcon] = useState<ThumbnailValue | null>(platform?.socialMediaPlatformIcon ?? null);
  const { errors, save, formProps } = useEditForm({ isNew: !platform, what: t('admin.platforms.what'), onDone });
  const [create] = useMutation(AdminCreateSocialMediaPlatformDocument);
  const [update] = useMutation(AdminUpdateSocialMediaPlatformDocument);
  const coloursValid = COLOUR_PATTERN.test(hoverColor) && COLOUR_PATTERN.test(hoverBackground);
  const example = urlFormat.includes(USERNAME_PLACEHOLDER) ? urlFormat.replace(USERNAME_PLACEHOLDER, 'liftmates') : null;

  const submit = () => {
    const local: FieldErrors = {};
    const codeProblem = platform ? undefined : newCodeError(t, code, (value) => existingCodes.has(value), PLATFORM_CODE_MIN_LENGTH);
    if (codeProblem) local.socialMediaPlatformCode = codeProblem;
    if (!name.trim()) local.socialMediaPlatformName = t('admin.common.required');
    const urlProblem = urlFormatError(t, urlFormat);
    if (urlProblem) local.socialMediaPlatformUrlFormat = urlProblem;
    const patternProblem = patternError(t, pattern);
    if (patternProblem) local.usernamePattern = patternProblem;
    if (!COLOUR_PATTERN.test(hoverColor)) local['socialMediaPlatformStyle.hoverColor'] = t('admin.platforms.colourError');
    if (!COLOUR_PATTERN.test(hoverBackground)) local['socialMediaPlatformStyle.hoverBackground'] = t('admin.platforms.colourError');
    const orderProblem = sortOrderError(t, sortOrder);
    if (orderProblem) local.sortOrder = orderProblem;
    const fields = {
      socialMediaPlatformName: name.trim(),
      socialMediaPlatformUrlFormat: urlFormat.trim(),
      usernamePattern: pattern,
      socialMediaPlatformStyle: { hoverColor, hoverBackground },
      sortOrder: Number(sortOrder),
    };
    return save(local, async () => {
      if (platform) {
        const result = await update({
          variables: {
            socialMediaPlatformCode: platform.socialMediaPlatformCode,
            input: { ...fields, ...mediaChange('iconId', icon, platform.socialMediaPlatformIcon) },
          },
        });
        unwrapResult(result.data?.updateSocialMediaPlatform, t);
      } else {
        const result = await create({
          variables: { input: { ...fields, socialMediaPlatformCode: code, ...mediaChange('iconId', icon, null) } },
        });
        unwrapResult(result.data?.createSocialMediaPlatform, t);
      }
    });
  };

  return (
    <EditForm
      label={platform ? t('admin.platforms.editTitle', { name: platform.socialMediaPlatformName }) : t('admin.platforms.newTitle')}
      onSubmit={submit}
      {...formProps}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <CodeField value={code} onValueChange={setCode} isNew={!platform} error={errors.socialMediaPlatformCode} />
        <NameField label={t('admin.platforms.name')} value={name} onValueChange={setName} error={errors.socialMediaPlatformName} />
      </Grid>
      <TextField
        label={t('admin.platforms.urlFormat')}
        value={urlFormat}
        onValueChange={setUrlFormat}
        placeholder={URL_FORMAT_EXAMPLE}
        helper={example ? `${t('admin.platforms.urlFormatHelp')} → ${example}` : t('admin.platforms.urlFormatHelp')}
        error={errors.socialMediaPlatformUrlFormat}
        maxLength={300}
        fontFamily="mono"
      />
      <TextField
        label={t('admin.platforms.usernamePattern')}
        required
        value={pattern}
        onValueChange={setPattern}
        helper={t('admin.platforms.usernamePatternHelp')}
        error={errors.usernamePattern}
        maxLength={300}
        fontFamily="mono"
      />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <ColourField
          label={t('admin.platforms.hoverColor')}
          value={hoverColor}
          onChange={setHoverColor}
          error={errors['socialMediaPlatformStyle.hoverColor']}
        />
        <ColourField
          label={t('admin.platforms.hoverBackground')}
          value={hoverBackground}
          onChange={setHoverBackground}
          error={errors['socialMediaPlatformStyle.hoverBackground']}
        />
      </Grid>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {t('admin.platforms.preview')}
        </Text>
        <HStack gap="3">
          <Link
            href={example ?? '#'}
            onClick={(event) => event.preventDefault()}
            px="3"
            py="1.5"
            borderRadius="md"
            borderWidth="1px"
            borderColor="border"
            color="fg"
            textDecoration="none"
            css={coloursValid ? { '&:hover, &:focus-visible': { color: hoverColor, backgroundColor: hoverBackground } } : undefined}
          >
            {name || t('admin.platforms.name')}
          </Link>
          {coloursValid && <Swatches color={hoverColor} background={hoverBackground} />}
        </HStack>
        {coloursValid && contrastRatio(hoverColor, hoverBackground) < MIN_TEXT_CONTRAST && (
          <Text fontSize="sm" color="orange.fg" data-testid="platform-contrast-warning">
            {t('admin.platforms.lowContrast', {
              ratio: formatDecimal(Number(contrastRatio(hoverColor, hoverBackground).toFixed(1)), language),
            })}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {t('admin.platforms.previewHelp')}
        </Text>
      </Stack>
      <SortOrderField value={sortOrder} onValueChange={setSortOrder} error={errors.sortOrder} />
      <ThumbnailField label={t('admin.platforms.icon')} value={icon} onChange={setIcon} error={errors.iconId} description={name} />
      {platform && <UsernameCheck code={platform.socialMediaPlatformCode} />}
    </EditForm>
  );
}

export function SocialMediaPlatformsPage() {
  const { t } = useTranslation();
  const { search, setSearch, debounced } = useSearch();
  const { data, previousData, loading, error, refetch } = useQuery(AdminSocialMediaPlatformsDocument, {
    variables: { search: debounced || undefined },
  });
  const all = useQuery(AdminSocialMediaPlatformsDocument, { variables: {} });
  const { sort, onSort } = useSortState<SortKey>({ key: 'sortOrder', direction: 'ascending' });
  const [deletePlatform] = useMutation(AdminDeleteSocialMediaPlatformDocument);
  const shown = data ?? previousData;
  const rows = useMemo(() => sortRows(shown?.socialMediaPlatforms ?? [], (platform) => platform[sort.key], sort.direction), [shown, sort]);
  const existingCodes = useMemo(
    () => new Set((all.data?.socialMediaPlatforms ?? []).map((platform) => platform.socialMediaPlatformCode)),
    [all.data],
  );

  const refresh = async () => {
    await Promise.all([refetch(), all.refetch()]);
  };
  const deletion = useDeleteFlow<AdminSocialMediaPlatformFragment>({
    title: t('admin.platforms.deleteTitle'),
    message: (platform) => t('admin.platforms.deleteMessage', { name: platform.socialMediaPlatformName }),
    remove: async (platform) => {
      const result = await deletePlatform({ variables: { socialMediaPlatformCode: platform.socialMediaPlatformCode } });
      unwrapResult(result.data?.deleteSocialMediaPlatform, t);
    },
    deleted: t('admin.platforms.deleted'),
    onDeleted: refresh,
  });

  return (
    <ListPage
      title={t('admin.sections.platforms')}
      description={t('admin.platforms.intro')}
      texts={{
        table: t('admin.platforms.table'),
        editTitle: (name) => t('admin.platforms.editTitle', { name }),
        newButton: t('admin.platforms.newButton'),
        newTitle: t('admin.platforms.newTitle'),
      }}
      nameOf={(platform) => platform.socialMediaPlatformName}
      keyOf={(platform) => platform.socialMediaPlatformCode}
      list={{ rows, hasData: !!shown, loading, error }}
      emptyMessage={t('admin.common.emptySearch')}
      toolbar={
        <SearchField
          label={t('admin.platforms.searchLabel')}
          value={search}
          onValueChange={setSearch}
          placeholder={t('admin.platforms.searchPlaceholder')}
        />
      }
      columns={6}
      headers={
        <>
          <PlainHeader srOnly>{t('admin.platforms.icon')}</PlainHeader>
          <SortableHeader label={t('admin.platforms.name')} sortKey="socialMediaPlatformName" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.common.code')} sortKey="socialMediaPlatformCode" sort={sort} onSort={onSort} />
          <PlainHeader>{t('admin.platforms.urlFormat')}</PlainHeader>
          <PlainHeader>{t('admin.platforms.hoverStyle')}</PlainHeader>
          <SortableHeader label={t('admin.common.sortOrder')} sortKey="sortOrder" sort={sort} onSort={onSort} />
        </>
      }
      cells={(platform) => (
        <>
          <ThumbCell url={platform.socialMediaPlatformIcon?.fileUrl} name={platform.socialMediaPlatformName} />
          <Table.Cell px="3" fontWeight="medium">
            {platform.socialMediaPlatformName}
          </Table.Cell>
          <CodeCell>{platform.socialMediaPlatformCode}</CodeCell>
          <Table.Cell px="3" fontFamily="mono" fontSize="xs" maxWidth="xs" wordBreak="break-all">
            {platform.socialMediaPlatformUrlFormat || '—'}
          </Table.Cell>
          <Table.Cell px="3">
            <Swatches color={platform.socialMediaPlatformStyle.hoverColor} background={platform.socialMediaPlatformStyle.hoverBackground} />
          </Table.Cell>
          <Table.Cell px="3">{platform.sortOrder}</Table.Cell>
        </>
      )}
      onDelete={deletion.ask}
      form={(platform, done) => <PlatformForm platform={platform} existingCodes={existingCodes} onDone={done} />}
      onSaved={refresh}
    >
      {deletion.dialog}
    </ListPage>
  );
}
