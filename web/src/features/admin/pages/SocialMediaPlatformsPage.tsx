// Social media platforms: the list (search), create and edit in a drawer (URL format with {username}, username
// pattern, hover colours with swatches, a live preview, an icon, and a check of a username against the saved
// rules), delete with a confirmation.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Field, Grid, HStack, IconButton, Input, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import {
  AdminCreateSocialMediaPlatformDocument,
  AdminDeleteSocialMediaPlatformDocument,
  AdminSocialMediaPlatformsDocument,
  AdminUpdateSocialMediaPlatformDocument,
  AdminValidateSocialUsernameDocument,
  type AdminSocialMediaPlatformFragment,
} from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminTable, PlainHeader, SortableHeader, TableMessageRow } from '../components/DataTable';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { EditForm } from '../components/EditForm';
import { NumberField, TextField } from '../components/fields';
import { SearchField } from '../components/SearchField';
import { Thumb } from '../components/Thumb';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { COLOUR_PATTERN, DEFAULT_PLATFORM_STYLE, NAME_MAX_CHARS, SORT_ORDER_MAX, USERNAME_PLACEHOLDER } from '../constants';
import { codeError, PLATFORM_CODE_MIN_LENGTH } from '../lib/codes';
import { describeFailure, unwrapResult, type FieldErrors } from '../lib/mutation-result';
import { contrastRatio, MIN_TEXT_CONTRAST, patternError, urlFormatError } from '../lib/platforms';
import { nextSort, sortRows, type SortState } from '../lib/sort';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useFormErrors } from '../lib/use-form-errors';
import { adminStrings } from '../strings';

const t = adminStrings.platforms;
type SortKey = 'socialMediaPlatformName' | 'socialMediaPlatformCode' | 'sortOrder';

const ColourInput = chakra('input');

function ColourField({ label, value, onChange, error }: { label: string; value: string; onChange(value: string): void; error?: string }) {
  const valid = COLOUR_PATTERN.test(value);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2">
        <ColourInput
          type="color"
          aria-label={t.colourPicker(label)}
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
      {error ? <Field.ErrorText color="red.fg">{error}</Field.ErrorText> : <Field.HelperText>{t.colourHelp}</Field.HelperText>}
    </Field.Root>
  );
}

/** The hover colours as two swatches with their values (text on the brand colour itself could be unreadable). */
function Swatches({ color, background }: { color: string; background: string }) {
  const swatch = (value: string, label: string) => (
    <HStack gap="1.5" title={t.swatch(label, value)}>
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
      {swatch(color, t.hoverColor)}
      {swatch(background, t.hoverBackground)}
    </HStack>
  );
}

function UsernameCheck({ code }: { code: string }) {
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
        <Field.Label>{t.tryUsername}</Field.Label>
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
            {t.check}
          </Button>
        </HStack>
      </Field.Root>
      {result && (
        <Text fontSize="sm" color={result.isValid ? 'green.fg' : 'red.fg'} role="status">
          {result.isValid ? t.usernameValid : t.usernameInvalid}
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
  const { errors, formError, saving, run, reject } = useFormErrors();
  const [create] = useMutation(AdminCreateSocialMediaPlatformDocument);
  const [update] = useMutation(AdminUpdateSocialMediaPlatformDocument);
  const coloursValid = COLOUR_PATTERN.test(hoverColor) && COLOUR_PATTERN.test(hoverBackground);
  const example = urlFormat.includes(USERNAME_PLACEHOLDER) ? urlFormat.replace(USERNAME_PLACEHOLDER, 'liftmates') : null;

  const submit = async () => {
    const local: FieldErrors = {};
    if (!platform) {
      const problem = codeError(code, PLATFORM_CODE_MIN_LENGTH) ?? (existingCodes.has(code) ? adminStrings.common.codeTaken : undefined);
      if (problem) local.socialMediaPlatformCode = problem;
    }
    if (!name.trim()) local.socialMediaPlatformName = adminStrings.common.required;
    const urlProblem = urlFormatError(urlFormat);
    if (urlProblem) local.socialMediaPlatformUrlFormat = urlProblem;
    const patternProblem = patternError(pattern);
    if (patternProblem) local.usernamePattern = patternProblem;
    if (!COLOUR_PATTERN.test(hoverColor)) local['socialMediaPlatformStyle.hoverColor'] = t.colourError;
    if (!COLOUR_PATTERN.test(hoverBackground)) local['socialMediaPlatformStyle.hoverBackground'] = t.colourError;
    if (sortOrder === '' || !Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > SORT_ORDER_MAX)
      local.sortOrder = `Use 0 to ${SORT_ORDER_MAX}`;
    if (Object.keys(local).length) return reject(local, adminStrings.common.fixFields);
    const fields = {
      socialMediaPlatformName: name.trim(),
      socialMediaPlatformUrlFormat: urlFormat.trim(),
      usernamePattern: pattern,
      socialMediaPlatformStyle: { hoverColor, hoverBackground },
      sortOrder: Number(sortOrder),
    };
    const ok = await run(async () => {
      if (platform) {
        const iconChanged = (icon?.mediaAssetId ?? null) !== (platform.socialMediaPlatformIcon?.mediaAssetId ?? null);
        const result = await update({
          variables: {
            socialMediaPlatformCode: platform.socialMediaPlatformCode,
            input: { ...fields, ...(iconChanged ? { iconId: icon?.mediaAssetId ?? null } : {}) },
          },
        });
        unwrapResult(result.data?.updateSocialMediaPlatform);
      } else {
        const result = await create({
          variables: { input: { ...fields, socialMediaPlatformCode: code, ...(icon ? { iconId: icon.mediaAssetId } : {}) } },
        });
        unwrapResult(result.data?.createSocialMediaPlatform);
      }
    });
    if (ok) {
      notify.success(platform ? adminStrings.common.saved('Platform') : adminStrings.common.created('Platform'));
      onDone(true);
    }
  };

  return (
    <EditForm
      label={platform ? t.editTitle(platform.socialMediaPlatformName) : t.newTitle}
      onSubmit={submit}
      onCancel={() => onDone(false)}
      saving={saving}
      formError={formError}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField
          label={adminStrings.common.code}
          required={!platform}
          value={code}
          onValueChange={(value) => setCode(value.toUpperCase())}
          readOnly={!!platform}
          fontFamily="mono"
          helper={adminStrings.common.codeHelp}
          error={errors.socialMediaPlatformCode}
        />
        <TextField
          label={t.name}
          required
          value={name}
          onValueChange={setName}
          maxLength={NAME_MAX_CHARS}
          error={errors.socialMediaPlatformName}
        />
      </Grid>
      <TextField
        label={t.urlFormat}
        value={urlFormat}
        onValueChange={setUrlFormat}
        placeholder="https://example.com/{username}"
        helper={example ? `${t.urlFormatHelp} → ${example}` : t.urlFormatHelp}
        error={errors.socialMediaPlatformUrlFormat}
        maxLength={300}
        fontFamily="mono"
      />
      <TextField
        label={t.usernamePattern}
        required
        value={pattern}
        onValueChange={setPattern}
        helper={t.usernamePatternHelp}
        error={errors.usernamePattern}
        maxLength={300}
        fontFamily="mono"
      />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <ColourField
          label={t.hoverColor}
          value={hoverColor}
          onChange={setHoverColor}
          error={errors['socialMediaPlatformStyle.hoverColor']}
        />
        <ColourField
          label={t.hoverBackground}
          value={hoverBackground}
          onChange={setHoverBackground}
          error={errors['socialMediaPlatformStyle.hoverBackground']}
        />
      </Grid>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {t.preview}
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
            {name || t.name}
          </Link>
          {coloursValid && <Swatches color={hoverColor} background={hoverBackground} />}
        </HStack>
        {coloursValid && contrastRatio(hoverColor, hoverBackground) < MIN_TEXT_CONTRAST && (
          <Text fontSize="sm" color="orange.fg" data-testid="platform-contrast-warning">
            {t.lowContrast(contrastRatio(hoverColor, hoverBackground))}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {t.previewHelp}
        </Text>
      </Stack>
      <NumberField
        label={adminStrings.common.sortOrder}
        value={sortOrder}
        onValueChange={setSortOrder}
        min={0}
        max={SORT_ORDER_MAX}
        error={errors.sortOrder}
      />
      <ThumbnailField label={t.icon} value={icon} onChange={setIcon} error={errors.iconId} description={name} />
      {platform && <UsernameCheck code={platform.socialMediaPlatformCode} />}
    </EditForm>
  );
}

export function SocialMediaPlatformsPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const { data, previousData, loading, error, refetch } = useQuery(AdminSocialMediaPlatformsDocument, {
    variables: { search: debounced || undefined },
  });
  const all = useQuery(AdminSocialMediaPlatformsDocument, { variables: {} });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'sortOrder', direction: 'ascending' });
  const [editing, setEditing] = useState<AdminSocialMediaPlatformFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminSocialMediaPlatformFragment | null>(null);
  const [deletePlatform] = useMutation(AdminDeleteSocialMediaPlatformDocument);
  const shown = data ?? previousData;
  const rows = useMemo(() => sortRows(shown?.socialMediaPlatforms ?? [], (platform) => platform[sort.key], sort.direction), [shown, sort]);
  const existingCodes = useMemo(
    () => new Set((all.data?.socialMediaPlatforms ?? []).map((platform) => platform.socialMediaPlatformCode)),
    [all.data],
  );
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  const refresh = async () => {
    await Promise.all([refetch(), all.refetch()]);
  };

  const remove = async (platform: AdminSocialMediaPlatformFragment) => {
    try {
      const result = await deletePlatform({ variables: { socialMediaPlatformCode: platform.socialMediaPlatformCode } });
      unwrapResult(result.data?.deleteSocialMediaPlatform);
      notify.success(adminStrings.common.deleted('Platform'));
      setDeleting(null);
      await refresh();
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const columns = 7;
  return (
    <AdminPage
      title={adminStrings.sections.platforms}
      description={t.intro}
      actions={
        <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.newButton}
        </Button>
      }
    >
      <SearchField label={t.searchLabel} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />
      <AdminTable label={t.table}>
        <Table.Header>
          <Table.Row>
            <PlainHeader srOnly>{t.icon}</PlainHeader>
            <SortableHeader label={t.name} sortKey="socialMediaPlatformName" sort={sort} onSort={onSort} />
            <SortableHeader label={adminStrings.common.code} sortKey="socialMediaPlatformCode" sort={sort} onSort={onSort} />
            <PlainHeader>{t.urlFormat}</PlainHeader>
            <PlainHeader>{t.hoverStyle}</PlainHeader>
            <SortableHeader label={adminStrings.common.sortOrder} sortKey="sortOrder" sort={sort} onSort={onSort} />
            <PlainHeader srOnly>{adminStrings.common.actions}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {!shown && loading && (
            <TableMessageRow colSpan={columns} loading>
              {adminStrings.common.loading}
            </TableMessageRow>
          )}
          {!shown && error && <TableMessageRow colSpan={columns}>{describeFailure(error).message}</TableMessageRow>}
          {shown && rows.length === 0 && <TableMessageRow colSpan={columns}>{adminStrings.common.emptySearch}</TableMessageRow>}
          {rows.map((platform) => (
            <Table.Row key={platform.socialMediaPlatformCode}>
              <Table.Cell px="3" width="14">
                <Thumb
                  url={platform.socialMediaPlatformIcon?.fileUrl}
                  label={adminStrings.upload.preview(platform.socialMediaPlatformName)}
                />
              </Table.Cell>
              <Table.Cell px="3" fontWeight="medium">
                {platform.socialMediaPlatformName}
              </Table.Cell>
              <Table.Cell px="3" fontFamily="mono" fontSize="xs">
                {platform.socialMediaPlatformCode}
              </Table.Cell>
              <Table.Cell px="3" fontFamily="mono" fontSize="xs" maxWidth="xs" wordBreak="break-all">
                {platform.socialMediaPlatformUrlFormat || '—'}
              </Table.Cell>
              <Table.Cell px="3">
                <Swatches
                  color={platform.socialMediaPlatformStyle.hoverColor}
                  background={platform.socialMediaPlatformStyle.hoverBackground}
                />
              </Table.Cell>
              <Table.Cell px="3">{platform.sortOrder}</Table.Cell>
              <Table.Cell px="3" textAlign="end">
                <HStack gap="1" justify="flex-end">
                  <IconButton
                    aria-label={t.editTitle(platform.socialMediaPlatformName)}
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(platform)}
                  >
                    <Pencil aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    aria-label={`${adminStrings.common.delete} ${platform.socialMediaPlatformName}`}
                    variant="ghost"
                    colorPalette="red"
                    size="sm"
                    onClick={() => setDeleting(platform)}
                  >
                    <Trash2 aria-hidden="true" />
                  </IconButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </AdminTable>
      <AdminDrawer
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t.newTitle : editing ? t.editTitle(editing.socialMediaPlatformName) : ''}
      >
        {editing && (
          <PlatformForm
            key={editing === 'new' ? 'new' : editing.socialMediaPlatformCode}
            platform={editing === 'new' ? null : editing}
            existingCodes={existingCodes}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refresh();
            }}
          />
        )}
      </AdminDrawer>
      <DeleteConfirm
        open={!!deleting}
        what={t.what}
        message={deleting ? t.deleteMessage(deleting.socialMediaPlatformName) : ''}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
