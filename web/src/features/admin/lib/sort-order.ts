// The order check of the admin's sorted reference data (the other form checks are in components/forms).
import { SORT_ORDER_MAX } from '../constants';

export function sortOrderError(value: number | ''): string | undefined {
  return value === '' || !Number.isInteger(value) || value < 0 || value > SORT_ORDER_MAX ? `Use 0 to ${SORT_ORDER_MAX}` : undefined;
}
