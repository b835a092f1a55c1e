// The order check of the admin's sorted reference data (the other form checks are in components/forms).
import type { TFunction } from '../../../i18n';
import { SORT_ORDER_MAX } from '../constants';

export function sortOrderError(t: TFunction, value: number | ''): string | undefined {
  return value === '' || !Number.isInteger(value) || value < 0 || value > SORT_ORDER_MAX
    ? t('admin.common.sortOrderRange', { max: SORT_ORDER_MAX })
    : undefined;
}
