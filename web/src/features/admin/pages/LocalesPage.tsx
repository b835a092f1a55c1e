// Locales: the languages content is written in. Publish or unpublish in the row; create and edit in a drawer.
import { useMutation, useQuery } from '@apollo/client/react';
import { Table } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditForm } from '../../../components/forms/EditForm';
import { InlineSwitch, SwitchField, TextField } from '../../../components/forms/fields';
import { mediaChange } from '../../../components/forms/form-checks';
import { NameField } from '../../../components/forms/form-fields';
import { unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useEditForm } from '../../../components/forms/use-form-errors';
import { AdminCreateLocaleDocument, AdminLocalesDocument, AdminUpsertLocaleDocument, type AdminLocaleFragment } from '../../../gql/graphql';
import { LOCALE_CODE_EXAMPLE } from '../constants';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { ListPage } from '../components/ListPage';
import { ThumbCell } from '../components/ListTable';
import { ThumbnailField, type ThumbnailValue } from '../components/ThumbnailField';
import { LOCALE_CODE_PATTERN } from '../lib/codes';
import { withToasts } from '../lib/notify-action';
import { sortRows } from '../lib/sort';
import { useSortState } from '../lib/use-sort-state';

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
  const { t } = useTranslation();
  const [code, setCode] = useState(locale?.localeCode ?? '');
  const [name, setName] = useState(locale?.localeName ?? '');
  const [published, setPublished] = useState(locale?.published ?? false);
  const [icon, setIcon] = useState<ThumbnailValue | null>(locale?.localeIcon ?? null);
  const { errors, save, formProps } = useEditForm({ isNew: !locale, what: t('admin.locales.what'), onDone });
  const [create] = useMutation(AdminCreateLocaleDocument);
  const [upsert] = useMutation(AdminUpsertLocaleDocument);

  const submit = () => {
    const local: FieldErrors = {};
    if (!locale) {
      if (!LOCALE_CODE_PATTERN.test(code.trim())) local.localeCode = t('admin.locales.codeError');
      else if (existingCodes.has(code.trim())) local.localeCode = t('admin.common.codeTaken');
    }
    if (!name.trim()) local.localeName = t('admin.common.required');
    const input = { localeName: name.trim(), published, ...mediaChange('iconId', icon, locale?.localeIcon) };
    return save(local, async () => {
      // The list may be stale (another editor): creating still refuses a taken code, with CONFLICT on localeCode.
      if (locale) unwrapResult((await upsert({ variables: { localeCode: locale.localeCode, input } })).data?.upsertLocale, t);
      else unwrapResult((await create({ variables: { localeCode: code.trim(), input } })).data?.createLocale, t);
    });
  };

  return (
    <EditForm
      label={locale ? t('admin.locales.editTitle', { name: locale.localeName }) : t('admin.locales.newTitle')}
      onSubmit={submit}
      {...formProps}
    >
      <TextField
        label={t('admin.locales.code')}
        required={!locale}
        value={code}
        onValueChange={setCode}
        readOnly={!!locale}
        fontFamily="mono"
        placeholder={LOCALE_CODE_EXAMPLE}
        helper={t('admin.locales.codeHelp')}
        error={errors.localeCode}
      />
      <NameField label={t('admin.locales.name')} value={name} onValueChange={setName} error={errors.localeName} />
      <SwitchField label={t('admin.locales.published')} checked={published} onCheckedChange={setPublished} error={errors.published} />
      <ThumbnailField label={t('admin.locales.icon')} value={icon} onChange={setIcon} error={errors.iconId} description={name} />
    </EditForm>
  );
}

export function LocalesPage() {
  const { t } = useTranslation();
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
        unwrapResult(result.data?.upsertLocale, t);
      },
      t(published ? 'admin.locales.publishedOn' : 'admin.locales.publishedOff', { name: locale.localeName }),
    );

  return (
    <ListPage
      title={t('admin.sections.locales')}
      description={t('admin.locales.intro')}
      texts={{
        table: t('admin.locales.table'),
        editTitle: (name) => t('admin.locales.editTitle', { name }),
        newButton: t('admin.locales.newButton'),
        newTitle: t('admin.locales.newTitle'),
      }}
      nameOf={(locale) => locale.localeName}
      keyOf={(locale) => locale.localeCode}
      list={{ rows, hasData: !!data, loading, error }}
      columns={4}
      headers={
        <>
          <PlainHeader srOnly>{t('admin.locales.icon')}</PlainHeader>
          <SortableHeader label={t('admin.locales.code')} sortKey="localeCode" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.locales.name')} sortKey="localeName" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.locales.published')} sortKey="published" sort={sort} onSort={onSort} />
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
              label={t('admin.locales.publishedLabel', { name: locale.localeName })}
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
