// Fields several admin forms share (the name fields are in components/forms).
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, type SelectOption } from '../../../components/forms/fields';
import { SORT_ORDER_MAX } from '../constants';

export function SortOrderField({
  value,
  onValueChange,
  error,
}: {
  value: number | '';
  onValueChange(value: number | ''): void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <NumberField
      label={t('admin.common.sortOrder')}
      value={value}
      onValueChange={onValueChange}
      min={0}
      max={SORT_ORDER_MAX}
      error={error}
    />
  );
}

/** The group a group sits under; empty puts it at the top level. */
export function ParentGroupField({
  value,
  onValueChange,
  options,
  error,
}: {
  value: string;
  onValueChange(value: string): void;
  options: readonly SelectOption[];
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('admin.common.parentGroup')}
      value={value}
      onValueChange={onValueChange}
      options={options}
      placeholder={t('admin.common.noParent')}
      error={error}
    />
  );
}
