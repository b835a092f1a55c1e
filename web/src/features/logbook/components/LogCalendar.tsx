// A month of days as a grid: days with logs are marked, arrow keys move between days (Page Up and Down between
// months), and choosing a day lists its logs. The month's logs come from workoutLogs(from, to).
import { useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LogbookListDocument } from '../../../gql/graphql';
import { addMonths, byDay, dayKey, monthStart, monthWeeks, moveDay, WEEKDAYS } from '../calendar';
import { useLanguage } from '../../../i18n';
import type { Language } from '../../../../../common/languages';
import { MONTH_PAGE } from '../variables';
import { LogEntry } from './LogEntry';

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');

const longDay = (date: Date, language: Language) =>
  date.toLocaleDateString(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export function LogCalendar({ initialDay = new Date() }: { initialDay?: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [focused, setFocused] = useState(() => initialDay);
  const [chosen, setChosen] = useState<string | null>(null);
  const moved = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const month = monthStart(focused);
  const next = addMonths(month, 1);
  const { data, loading } = useQuery(LogbookListDocument, {
    variables: { first: MONTH_PAGE, from: month.toISOString(), to: next.toISOString() },
  });
  const days = useMemo(() => byDay((data?.workoutLogs.edges ?? []).map((edge) => edge.node)), [data]);
  const weeks = monthWeeks(month);
  const title = month.toLocaleDateString(language, { month: 'long', year: 'numeric' });
  const focusedKey = dayKey(focused);
  const todayKey = dayKey(new Date());

  // Focus follows the keyboard only: a day that changed because of a key press takes focus once it is drawn.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedKey}"]`)?.focus();
  }, [focusedKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = moveDay(focused, event.key);
    if (!target) return;
    event.preventDefault();
    moved.current = true;
    setFocused(target);
  };
  const chosenDate = chosen ? new Date(`${chosen}T00:00:00`) : null;
  const chosenLogs = chosen ? (days.get(chosen) ?? []) : [];
  return (
    <Stack gap="3" data-testid="logbook-calendar">
      <HStack justify="space-between">
        <IconButton size="sm" variant="ghost" aria-label={t('logbook.previousMonth')} onClick={() => setFocused(addMonths(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </IconButton>
        <Heading as="h2" size="md" id="logbook-calendar-title" aria-live="polite">
          {title}
        </Heading>
        <IconButton size="sm" variant="ghost" aria-label={t('logbook.nextMonth')} onClick={() => setFocused(next)}>
          <ChevronRight aria-hidden="true" />
        </IconButton>
      </HStack>
      <Text srOnly id="logbook-calendar-help">
        {t('logbook.calendarHelp')}
      </Text>
      <Table
        ref={gridRef}
        role="grid"
        aria-labelledby="logbook-calendar-title"
        aria-describedby="logbook-calendar-help"
        aria-busy={loading || undefined}
        width="full"
        style={{ tableLayout: 'fixed' }}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <Th key={day} scope="col" fontSize="xs" fontWeight="medium" color="fg.muted" pb="1">
                {t(`logbook.weekday.${day}`)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, column) => {
                if (!date) return <Td key={`blank-${column}`} />;
                const key = dayKey(date);
                const count = days.get(key)?.length ?? 0;
                return (
                  <Td key={key} p="0.5" aria-selected={chosen === key}>
                    <Button
                      data-day={key}
                      data-has-logs={count > 0 || undefined}
                      width="full"
                      minWidth="0"
                      height="12"
                      px="0"
                      size="sm"
                      flexDirection="column"
                      gap="0.5"
                      variant={chosen === key ? 'solid' : count ? 'subtle' : 'ghost'}
                      colorPalette={count ? 'blue' : 'gray'}
                      tabIndex={key === focusedKey ? 0 : -1}
                      aria-current={key === todayKey ? 'date' : undefined}
                      aria-label={count ? t('logbook.dayWithLogs', { day: longDay(date, language), count }) : longDay(date, language)}
                      fontWeight={key === todayKey ? 'bold' : 'normal'}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        setFocused(date);
                        setChosen(key);
                      }}
                    >
                      {date.getDate()}
                      <Box
                        aria-hidden="true"
                        width="1.5"
                        height="1.5"
                        rounded="full"
                        bg={count ? (chosen === key ? 'colorPalette.contrast' : 'colorPalette.solid') : 'transparent'}
                      />
                    </Button>
                  </Td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <Stack gap="2" aria-live="polite">
        {chosenDate ? (
          <>
            <Heading as="h3" size="sm">
              {t('logbook.dayLogs', { day: longDay(chosenDate, language) })}
            </Heading>
            {chosenLogs.length ? (
              <Stack as="ul" gap="2" listStyleType="none" data-testid="calendar-day-logs">
                {chosenLogs.map((log) => (
                  <LogEntry key={log.workoutLogId} log={log} />
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">{t('logbook.noDayLogs')}</Text>
            )}
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
