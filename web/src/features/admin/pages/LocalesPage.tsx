// Locales: the languages content is written in. Publish or unpublish in the row; create and edit in a drawer.
import { useMutation, useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { EditForm } from '../../../components/forms/EditForm';
import { InlineSwitch, SwitchField, TextField } from '../../../components/forms/fields';
import { mediaChange } from '../../../components/forms/form-checks';
import { NameField } from '../../../components/forms/form-fields';
import { unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import { AdminCreateLocaleDocument, AdminLocalesDocument, AdminUpsertLocaleDocument, type AdminLocaleFragment } from '../../../gql/graphql';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { ListPage } from '../components/ListPage';
import { ThumbCell } from '../components/ListTable';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { LOCALE_CODE_PATTERN } from '../lib/codes';
import { withToasts } from '../lib/notify-action';
import { sortRows } from '../lib/sort';
import { useSortState } from '../lib/use-sort-state';
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
  const { errors, save, formProps } = useEditForm({ isNew: !locale, what: t.what, onDone });
  const [create] = useMutation(AdminCreateLocaleDocument);
  const [upsert] = useMutation(AdminUpsertLocaleDocument);

  const submit = () => {
    const local: FieldErrors = {};
    if (!locale) {
      if (!LOCALE_CODE_PATTERN.test(code.trim())) local.localeCode = t.codeError;
      else if (existingCodes.has(code.trim())) local.localeCode = adminStrings.common.codeTaken;
    }
    if (!name.trim()) local.localeName = adminStrings.common.required;
    const input = { localeName: name.trim(), published, ...mediaChange('iconId', icon, locale?.localeIcon) };
    return save(local, async () => {
      // The list may be stale (another editor): creating still refuses a taken code, with CONFLICT on localeCode.
      if (locale) unwrapResult((await upsert({ variables: { localeCode: locale.localeCode, input } })).data?.upsertLocale);
      else unwrapResult((await create({ variables: { localeCode: code.trim(), input } })).data?.createLocale);
    });
  };

  return (
    <EditForm label={locale ? t.editTitle(locale.localeName) : t.newTitle} onSubmit={submit} {...formProps}>
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
      <NameField label={t.name} value={name} onValueChange={setName} error={errors.localeName} />
      <SwitchField label={t.published} checked={published} onCheckedChange={setPublished} error={errors.published} />
      <ThumbnailField label={t.icon} value={icon} onChange={setIcon} error={errors.iconId} description={name} />
    </EditForm>
  );
}

export function LocalesPage() {
  const { data, loading, error, refetch } = useQuery(AdminLocalesDocument);
  const { sort, onSort } = useSortState<SortKey>({ key: 'localeCode', direction: 'ascending' });
  const [upsert] = useMutation(AdminUpsertLocaleDocument);
  const locales = useMemo(() => data?.locales ?? [], [data]);
  const rows = useMemo(() => sortRows(locales, (locale) => locale[sort.key], sort.direction), [locales, sort]);
  const existingCodes = useMemo(() => new Set(locales.map((locale) => locale.localeCode)), [locales]);

  const togglePublished = (locale: AdminLocaleFragment, published: boolean) =>
    withToasts(
      async () => {
        const result = await upsert({ variables: { localeCode: locale.localeCode, input: { published } } });
        unwrapResult(result.data?.upsertLocale);
      },
      t.publishedNow(locale.localeName, published),
    );

  return (
    <ListPage
      title={adminStrings.sections.locales}
      description={t.intro}
      texts={t}
      nameOf={(locale) => locale.localeName}
      keyOf={(locale) => locale.localeCode}
      list={{ rows, hasData: !!data, loading, error }}
      columns={4}
      headers={
        <>
          <PlainHeader srOnly>{t.icon}</PlainHeader>
          <SortableHeader label={t.code} sortKey="localeCode" sort={sort} onSort={onSort} />
          <SortableHeader label={t.name} sortKey="localeName" sort={sort} onSort={onSort} />
          <SortableHeader label={t.published} sortKey="published" sort={sort} onSort={onSort} />
        </>
      }
      cells={(locale) => (
        <>
          <ThumbCell url={locale.localeIcon?.fileUrl} name={locale.localeName} />
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
        </>
      )}
      form={(locale, done) => <LocaleForm locale={locale} existingCodes={existingCodes} onDone={done} />}
      onSaved={refetch}
    />
  );
}
