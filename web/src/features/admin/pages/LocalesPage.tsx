// Locales: the languages content is written in. Publish or unpublish in the row; create and edit in a drawer.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, IconButton, Table } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import { AdminLocalesDocument, AdminUpsertLocaleDocument, type AdminLocaleFragment } from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminTable, PlainHeader, SortableHeader, TableMessageRow } from '../components/DataTable';
import { EditForm } from '../components/EditForm';
import { InlineSwitch, SwitchField, TextField } from '../components/fields';
import { Thumb } from '../components/Thumb';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { NAME_MAX_CHARS } from '../constants';
import { LOCALE_CODE_PATTERN } from '../lib/codes';
import { describeFailure, unwrapResult, type FieldErrors } from '../lib/mutation-result';
import { nextSort, sortRows, type SortState } from '../lib/sort';
import { useFormErrors } from '../lib/use-form-errors';
import { adminStrings } from '../strings';

const t = adminStrings.locales;
type SortKey = 'localeCode' | 'localeName' | 'published';

function LocaleForm({
  locale,
  existingCodes,
  onDone,
}: {
  locale: AdminLocaleFragment | null;
  existingCodes: ReadonlySet<string>;
  onDone(saved: boolean): void;
}) {
  const [code, setCode] = useState(locale?.localeCode ?? '');
  const [name, setName] = useState(locale?.localeName ?? '');
  const [published, setPublished] = useState(locale?.published ?? false);
  const [icon, setIcon] = useState<ThumbnailValue | null>(locale?.localeIcon ?? null);
  const { errors, formError, saving, run, reject } = useFormErrors();
  const [upsert] = useMutation(AdminUpsertLocaleDocument);

  const submit = async () => {
    const local: FieldErrors = {};
    if (!locale) {
      if (!LOCALE_CODE_PATTERN.test(code.trim())) local.localeCode = t.codeError;
      else if (existingCodes.has(code.trim())) local.localeCode = adminStrings.common.codeTaken;
    }
    if (!name.trim()) local.localeName = adminStrings.common.required;
    if (Object.keys(local).length) return reject(local, adminStrings.common.fixFields);
    const ok = await run(async () => {
      const iconChanged = (icon?.mediaAssetId ?? null) !== (locale?.localeIcon?.mediaAssetId ?? null);
      const result = await upsert({
        variables: {
          localeCode: locale?.localeCode ?? code.trim(),
          input: { localeName: name.trim(), published, ...(iconChanged ? { iconId: icon?.mediaAssetId ?? null } : {}) },
        },
      });
      unwrapResult(result.data?.upsertLocale);
    });
    if (ok) {
      notify.success(locale ? adminStrings.common.saved(t.what) : adminStrings.common.created(t.what));
      onDone(true);
    }
  };

  return (
    <EditForm
      label={locale ? t.editTitle(locale.localeName) : t.newTitle}
      onSubmit={submit}
      onCancel={() => onDone(false)}
      saving={saving}
      formError={formError}
    >
      <TextField
        label={t.code}
        required={!locale}
        value={code}
        onValueChange={setCode}
        readOnly={!!locale}
        fontFamily="mono"
        placeholder="fr-FR"
        helper={t.codeHelp}
        error={errors.localeCode}
      />
      <TextField label={t.name} required value={name} onValueChange={setName} maxLength={NAME_MAX_CHARS} error={errors.localeName} />
      <SwitchField label={t.published} checked={published} onCheckedChange={setPublished} error={errors.published} />
      <ThumbnailField label={t.icon} value={icon} onChange={setIcon} error={errors.iconId} description={name} />
    </EditForm>
  );
}

export function LocalesPage() {
  const { data, loading, error, refetch } = useQuery(AdminLocalesDocument);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'localeCode', direction: 'ascending' });
  const [editing, setEditing] = useState<AdminLocaleFragment | 'new' | null>(null);
  const [upsert] = useMutation(AdminUpsertLocaleDocument);
  const locales = useMemo(() => data?.locales ?? [], [data]);
  const rows = useMemo(() => sortRows(locales, (locale) => locale[sort.key], sort.direction), [locales, sort]);
  const existingCodes = useMemo(() => new Set(locales.map((locale) => locale.localeCode)), [locales]);
  const onSort = (key: SortKey) => setSort((current) => nextSort(current, key));

  const togglePublished = async (locale: AdminLocaleFragment, published: boolean) => {
    try {
      const result = await upsert({ variables: { localeCode: locale.localeCode, input: { published } } });
      unwrapResult(result.data?.upsertLocale);
      notify.success(t.publishedNow(locale.localeName, published));
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const columns = 5;
  return (
    <AdminPage
      title={adminStrings.sections.locales}
      description={t.intro}
      actions={
        <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.newButton}
        </Button>
      }
    >
      <AdminTable label={t.table}>
        <Table.Header>
          <Table.Row>
            <PlainHeader srOnly>{t.icon}</PlainHeader>
            <SortableHeader label={t.code} sortKey="localeCode" sort={sort} onSort={onSort} />
            <SortableHeader label={t.name} sortKey="localeName" sort={sort} onSort={onSort} />
            <SortableHeader label={t.published} sortKey="published" sort={sort} onSort={onSort} />
            <PlainHeader srOnly>{adminStrings.common.actions}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {!data && loading && (
            <TableMessageRow colSpan={columns} loading>
              {adminStrings.common.loading}
            </TableMessageRow>
          )}
          {!data && error && <TableMessageRow colSpan={columns}>{describeFailure(error).message}</TableMessageRow>}
          {rows.map((locale) => (
            <Table.Row key={locale.localeCode}>
              <Table.Cell px="3" width="14">
                <Thumb url={locale.localeIcon?.fileUrl} label={adminStrings.upload.preview(locale.localeName)} />
              </Table.Cell>
              <Table.Cell px="3" fontFamily="mono" fontSize="sm">
                {locale.localeCode}
              </Table.Cell>
              <Table.Cell px="3" fontWeight="medium">
                {locale.localeName}
              </Table.Cell>
              <Table.Cell px="3">
                <InlineSwitch
                  label={t.publishedLabel(locale.localeName)}
                  checked={locale.published}
                  onCheckedChange={(on) => void togglePublished(locale, on)}
                />
              </Table.Cell>
              <Table.Cell px="3" textAlign="end">
                <IconButton aria-label={t.editTitle(locale.localeName)} variant="ghost" size="sm" onClick={() => setEditing(locale)}>
                  <Pencil aria-hidden="true" />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </AdminTable>
      <AdminDrawer
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t.newTitle : editing ? t.editTitle(editing.localeName) : ''}
      >
        {editing && (
          <LocaleForm
            key={editing === 'new' ? 'new' : editing.localeCode}
            locale={editing === 'new' ? null : editing}
            existingCodes={existingCodes}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refetch();
            }}
          />
        )}
      </AdminDrawer>
    </AdminPage>
  );
}
