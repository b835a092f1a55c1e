// The Flexicon browser shared by /flexicon/explore (website) and /flexicon (app): search as you type, filter chips
// (muscle groups with their subgroups, equipment groups, categories, types), "only what I have" when signed in and
// a sort, all kept in the URL's query string; the result count, cards, "Load more" and infinite scroll, and the
// loading, empty and error states.
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Collapsible,
  EmptyState,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Switch,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { ChevronDown, Search, SearchX, SlidersHorizontal } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { FlexiconPageDocument, type ExerciseSort } from '../../../gql/graphql';
import { useSession } from '../../auth/session';
import { FLEXICON_PAGE_SIZE, INFINITE_SCROLL_MARGIN, SEARCH_DEBOUNCE_MS } from '../constants';
import { useNearViewport } from '../../../lib/infinite-scroll';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import {
  EXERCISE_SORTS,
  clearedFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  CODE_FILTER_KEYS,
  hasActiveFilters,
  searchString,
  toggleCode,
  toggleMuscleGroup,
  type CodeFilterKey,
  type FlexiconFilters,
} from '../filters';
import { useFlexiconReference, type FlexiconLookups } from '../reference';
import { flexiconPageVariables } from '../variables';
import { LanguageSelect, useInstructionLocale } from './LanguageSelect';
import { useCommittedValue } from '../use-committed';
import { useLanguage } from '../../../i18n';
import { formatCount } from '../../../../../common/numbers';
import { ExerciseCard, ExerciseCardSkeleton } from './ExerciseCard';
import { equipmentGroupIcon } from './equipment-icons';
import { FilterGroup, type ChipItem } from './FilterGroup';
import { Thumbnail } from './Thumbnail';
import { RetryAlert } from '../../../components/loading/RetryAlert';

/** The filters in the URL, and a way to change them (chips and sort add a history entry; typing replaces it). */
function useUrlFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const setFilters = useCallback(
    (next: FlexiconFilters, options: { replace?: boolean } = {}) => {
      const search = searchString(filtersToSearchParams(next, params));
      if (search === (location.search === '?' ? '' : location.search)) return;
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [navigate, params, location.pathname, location.search, location.hash],
  );
  return [filters, setFilters] as const;
}

/** The search box's text: debounced into the URL, and following the URL when it changes by back/forward. */
function useSearchDraft(filters: FlexiconFilters, setFilters: (next: FlexiconFilters, options?: { replace?: boolean }) => void) {
  const [draft, setDraft] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  if (seen !== filters.search) {
    setSeen(filters.search);
    if (draft.trim() !== filters.search) setDraft(filters.search);
  }
  useEffect(() => {
    const value = draft.trim();
    if (value === filters.search) return;
    // Starting a search adds a history entry; refining it as you type replaces that entry.
    const timer = window.setTimeout(() => setFilters({ ...filters, search: value }, { replace: !!filters.search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, filters, setFilters]);
  return [draft, setDraft] as const;
}

export function FilterPanel({
  filters,
  lookups,
  onToggle,
  onToggleMuscleGroup,
}: {
  filters: FlexiconFilters;
  lookups: FlexiconLookups;
  onToggle: (key: CodeFilterKey, code: string) => void;
  onToggleMuscleGroup: (code: string) => void;
}) {
  const { t } = useTranslation();
  const moreActive = filters.tags.length + filters.types.length;
  const [moreOpen, setMoreOpen] = useState(moreActive > 0);
  const muscleItems: ChipItem[] = lookups.mainMuscleGroups.map((group) => ({ code: group.muscleGroupCode, label: group.muscleGroupName }));
  const expanded = lookups.mainMuscleGroups.filter(
    (group) =>
      filters.muscleGroups.includes(group.muscleGroupCode) ||
      lookups.subgroupsOf(group.muscleGroupCode).some((child) => filters.muscleGroups.includes(child.muscleGroupCode)),
  );
  const equipmentItems: ChipItem[] = lookups.equipmentGroups.map((group) => ({
    code: group.equipmentGroupCode,
    label: group.equipmentGroupName,
    icon: <Thumbnail image={group.equipmentGroupThumbnail} icon={equipmentGroupIcon(group.equipmentGroupCode)} size={16} />,
  }));
  const tagItems: ChipItem[] = lookups.categoryTags.map((tag) => ({
    code: tag.exerciseTagCode,
    label: tag.exerciseTagName,
    description: tag.exerciseTagDescription,
  }));
  const typeItems: ChipItem[] = lookups.types.map((type) => ({ code: type.exerciseTypeCode, label: type.exerciseTypeName }));
  return (
    <Stack gap="4" data-testid="flexicon-filters">
      <FilterGroup
        label={t('flexicon.muscles')}
        items={muscleItems}
        selected={filters.muscleGroups}
        onToggle={onToggleMuscleGroup}
        testId="filter-muscles"
      />
      {expanded.map((group) => (
        <FilterGroup
          key={group.muscleGroupCode}
          nested
          label={t('flexicon.subgroupsOf', { name: group.muscleGroupName })}
          items={lookups.subgroupsOf(group.muscleGroupCode).map((child) => ({ code: child.muscleGroupCode, label: child.muscleGroupName }))}
          selected={filters.muscleGroups}
          onToggle={onToggleMuscleGroup}
          testId={`filter-muscles-${group.muscleGroupCode}`}
        />
      ))}
      <FilterGroup
        label={t('flexicon.equipment')}
        items={equipmentItems}
        selected={filters.equipmentGroups}
        onToggle={(code) => onToggle('equipmentGroups', code)}
        testId="filter-equipment"
      />
      <Collapsible.Root open={moreOpen} onOpenChange={(details) => setMoreOpen(details.open)}>
        <Collapsible.Trigger asChild>
          <Button variant="ghost" size="sm" alignSelf="start" px="2">
            {t('flexicon.moreFilters')}
            {moreActive ? ` (${moreActive})` : ''}
            <Box as="span" transition="transform 0.2s" transform={moreOpen ? 'rotate(180deg)' : undefined} display="inline-flex">
              <ChevronDown size={16} aria-hidden="true" />
            </Box>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap="4" pt="2">
            <FilterGroup
              label={t('flexicon.tags')}
              items={tagItems}
              selected={filters.tags}
              onToggle={(code) => onToggle('tags', code)}
              testId="filter-tags"
            />
            <FilterGroup
              label={t('flexicon.types')}
              items={typeItems}
              selected={filters.types}
              onToggle={(code) => onToggle('types', code)}
              testId="filter-types"
            />
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}

/**
 * The filter panel's place while the reference lists load: the same labels and chip-sized blocks (about the widths
 * of the catalogue's chips), so the results below do not jump when the chips arrive.
 */
const PLACEHOLDER_CHIPS = { muscles: [92, 94, 92], equipment: [97, 141, 75, 106, 98, 182, 122, 138, 142, 102, 90, 124, 113] };

function FilterPanelPlaceholder() {
  const { t } = useTranslation();
  const group = (label: string, widths: number[]) => (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <Wrap gap="1.5">
        {widths.map((width, index) => (
          <Skeleton key={index} height="8" width={`${width}px`} borderRadius="full" />
        ))}
      </Wrap>
    </Stack>
  );
  return (
    <Stack gap="4" aria-hidden="true" data-testid="flexicon-filters-placeholder">
      {group(t('flexicon.muscles'), PLACEHOLDER_CHIPS.muscles)}
      {group(t('flexicon.equipment'), PLACEHOLDER_CHIPS.equipment)}
      <Box height="9" />
    </Stack>
  );
}

function ResultsGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2, xl: 3, '2xl': 4 }}
      gap="3"
      aria-busy={busy || undefined}
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.15s"
      data-testid="flexicon-results"
    >
      {children}
    </SimpleGrid>
  );
}

/**
 * The Flexicon: filters, search, sort and the pages of cards. The reference lists are read here and the page of cards
 * in FlexiconResults, so each read is a step of its own in a sliced render (the hydration of a server-rendered page).
 */
export function FlexiconBrowser() {
  return <FlexiconResults reference={useFlexiconReference()} />;
}

function FlexiconResults({ reference }: { reference: ReturnType<typeof useFlexiconReference> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useUrlFilters();
  const [draft, setDraft] = useSearchDraft(filters, setFilters);
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const { lookups } = reference;
  const [locale] = useInstructionLocale();
  const headingId = useId();
  const sortId = useId();
  const resultsHeadingId = useId();

  const variables = useMemo(
    () => flexiconPageVariables(filters, { signedIn, muscleGroups: lookups.muscleGroups }, locale),
    [filters, signedIn, lookups.muscleGroups, locale],
  );
  // Wait for the muscle hierarchy (to narrow main groups to chosen subgroups) and, for "only what I have", the session.
  const query = useCommittedValue({
    variables,
    skip: (reference.loading && !reference.data) || (filters.mine && status === 'loading'),
  });
  // The route's loader may have asked for this page already (routes.tsx): its answer is taken, not asked again.
  const fetchPolicies = usePreloadedFetchPolicy(FlexiconPageDocument, query.variables);
  const page = useQuery(FlexiconPageDocument, { ...query, ...fetchPolicies, notifyOnNetworkStatusChange: true });
  const current = page.data?.exercises;
  const shown = current ?? page.previousData?.exercises;
  // The cards render as a transition: a page of them is a lot of work, done in slices while the rest stays responsive;
  // until it is done the previous state (the skeleton, or the previous cards) stays on screen.
  const listed = useDeferredValue(shown);
  const listedHasNextPage = !!listed?.pageInfo.hasNextPage;
  const listedEndCursor = listed?.pageInfo.endCursor ?? null;
  const loadingMore = page.networkStatus === NetworkStatus.fetchMore;
  const [moreError, setMoreError] = useState<{ cursor: string | null } | null>(null);
  const endCursor = current?.pageInfo.endCursor ?? null;
  const hasNextPage = !!current?.pageInfo.hasNextPage;
  const failedHere = !!moreError && moreError.cursor === endCursor;

  const { fetchMore } = page;
  const inFlight = useRef(false);
  const loadMore = useCallback(() => {
    if (!hasNextPage || !endCursor || inFlight.current) return;
    inFlight.current = true;
    setMoreError(null);
    fetchMore({ variables: { after: endCursor } })
      .catch(() => setMoreError({ cursor: endCursor }))
      .finally(() => {
        inFlight.current = false;
      });
  }, [fetchMore, hasNextPage, endCursor]);

  // Infinite scroll: a sentinel below the cards asks for the next page as it nears the viewport; a failed page waits
  // for the button. Watched once the page's cards are on screen (they follow the data as a transition): watching
  // earlier would see the sentinel still above them and ask for page after page.
  const sentinelRef = useNearViewport(loadMore, listedHasNextPage && !failedHere, listedEndCursor, INFINITE_SCROLL_MARGIN);

  const toggle = (key: CodeFilterKey, code: string) => setFilters({ ...filters, [key]: toggleCode(filters[key], code) });
  const toggleMuscle = (code: string) =>
    setFilters({ ...filters, muscleGroups: toggleMuscleGroup(filters.muscleGroups, code, lookups.muscleGroups) });
  const clear = () => {
    setDraft('');
    setFilters(clearedFilters(filters));
  };
  const active = hasActiveFilters(filters);
  const activeCount = CODE_FILTER_KEYS.reduce((count, key) => count + filters[key].length, filters.mine ? 1 : 0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  let results: ReactNode;
  if (page.error && !current) {
    results = (
      <RetryAlert
        title={t('flexicon.errorTitle')}
        message={page.error.message}
        retryLabel={t('flexicon.retry')}
        onRetry={page.refetch}
        testId="flexicon-error"
      />
    );
  } else if (!listed) {
    results = (
      <Box aria-busy="true">
        <Text srOnly role="status">
          {t('flexicon.loading')}
        </Text>
        <ResultsGrid>
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <ExerciseCardSkeleton />
            </li>
          ))}
        </ResultsGrid>
      </Box>
    );
  } else if (!listed.edges.length && !page.loading) {
    results = (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderRadius="lg" data-testid="flexicon-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <SearchX aria-hidden="true" />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>{t('flexicon.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>{t('flexicon.emptyText')}</EmptyState.Description>
          </Stack>
          {active ? (
            <Button size="sm" onClick={clear}>
              {t('flexicon.clearFilters')}
            </Button>
          ) : null}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else {
    results = (
      <Stack gap="4">
        <ResultsGrid busy={page.loading && !loadingMore}>
          {listed.edges.map((edge) => (
            <li key={edge.node.exerciseCode}>
              <ExerciseCard exercise={edge.node} lookups={lookups} />
            </li>
          ))}
        </ResultsGrid>
        <div ref={sentinelRef} aria-hidden="true" data-testid="flexicon-sentinel" />
        {current && hasNextPage ? (
          <Stack align="center" gap="2">
            {failedHere ? (
              <Text color="fg.error" fontSize="sm" role="alert">
                {t('flexicon.errorTitle')}
              </Text>
            ) : null}
            <Button
              variant="outline"
              onClick={loadMore}
              loading={loadingMore}
              loadingText={t('flexicon.loadingMore')}
              data-testid="flexicon-load-more"
            >
              {failedHere ? t('flexicon.retry') : t('flexicon.loadMore')}
            </Button>
          </Stack>
        ) : current && current.edges.length > FLEXICON_PAGE_SIZE ? (
          <Text textAlign="center" color="fg.muted" fontSize="sm">
            {t('flexicon.allLoaded')}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="6" as="section" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h1" id={headingId} size="2xl" color="flexicon">
          {t('flexicon.title')}
        </Heading>
        <Text color="fg.muted">{t('flexicon.intro')}</Text>
      </Stack>

      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root flex="1 1 200px">
          <Field.Label srOnly>{t('flexicon.searchLabel')}</Field.Label>
          <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
            <Input
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('flexicon.searchPlaceholder')}
              maxLength={100}
              bg="surface"
              data-testid="flexicon-search"
            />
          </InputGroup>
        </Field.Root>
        {/* On a phone the filters wait behind a button, so the first results are on the first screen. */}
        <Button
          hideFrom="md"
          variant="outline"
          bg="surface"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
          data-testid="flexicon-filters-toggle"
        >
          <SlidersHorizontal aria-hidden="true" />
          {activeCount ? t('flexicon.filtersActive', { number: activeCount }) : t('flexicon.filters')}
        </Button>
      </Flex>

      <Stack gap="6" id={filtersId} display={{ base: filtersOpen ? 'flex' : 'none', md: 'flex' }} data-testid="flexicon-filter-area">
        <Flex gap="3" wrap="wrap" align="end">
          <HStack gap="2" flex="0 0 auto">
            <Text asChild fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
              <label htmlFor={sortId}>{t('flexicon.sortLabel')}</label>
            </Text>
            <NativeSelect.Root size="md" width="auto">
              <NativeSelect.Field
                id={sortId}
                value={filters.sort}
                bg="surface"
                onChange={(event) => setFilters({ ...filters, sort: event.target.value as ExerciseSort })}
                data-testid="flexicon-sort"
              >
                {EXERCISE_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`flexicon.sorts.${sort}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <LanguageSelect testId="flexicon-language" size="md" />
          {signedIn ? (
            <Switch.Root
              checked={filters.mine}
              onCheckedChange={(details) => setFilters({ ...filters, mine: details.checked })}
              colorPalette="blue"
              flex="0 0 auto"
              alignSelf="center"
              title={t('flexicon.onlyMineHint')}
              data-testid="flexicon-only-mine"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('flexicon.onlyMine')}</Switch.Label>
            </Switch.Root>
          ) : null}
        </Flex>

        {reference.loading && !reference.data ? (
          <FilterPanelPlaceholder />
        ) : reference.error && !reference.data ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('flexicon.referenceErrorTitle')}</Alert.Title>
            <Button size="sm" variant="outline" onClick={() => void reference.refetch().catch(() => undefined)}>
              {t('flexicon.retry')}
            </Button>
          </Alert.Root>
        ) : (
          <FilterPanel filters={filters} lookups={lookups} onToggle={toggle} onToggleMuscleGroup={toggleMuscle} />
        )}
      </Stack>

      <Stack gap="3" as="section" aria-labelledby={resultsHeadingId}>
        <Heading as="h2" id={resultsHeadingId} srOnly>
          {t('flexicon.results')}
        </Heading>
        <HStack justify="space-between" gap="3" minHeight="8" wrap="wrap">
          <HStack gap="2">
            <Text fontWeight="semibold" role="status" aria-live="polite" data-testid="flexicon-count">
              {listed ? t('flexicon.count', { count: listed.totalCount, shown: formatCount(listed.totalCount, language) }) : ''}
            </Text>
            {page.loading && shown && !loadingMore ? <Spinner size="xs" aria-hidden="true" /> : null}
          </HStack>
          {active ? (
            <Button size="sm" variant="ghost" onClick={clear} data-testid="flexicon-clear">
              {t('flexicon.clearFilters')}
            </Button>
          ) : null}
        </HStack>
        {results}
      </Stack>
    </Stack>
  );
}
