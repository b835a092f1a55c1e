import { useState } from 'react';
import { useDebouncedValue } from '../../../components/forms/use-debounced-value';

/** A list's search box: what is typed, and the trimmed text once typing pauses (what the query uses). */
export function useSearch() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  return { search, setSearch, debounced };
}
