// One log in a list: title, date, duration, volume, sets and records; a log still running says so and offers to resume.
import { Badge, Card, HStack, Link, Text, Wrap } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { LogbookEntry_LogFragment } from '../../../gql/graphql';
import { formatDuration, formatVolume } from '../../../../../common/units';
import { usePreferences } from '../../settings/preferences';
import { formatDay } from '../format';
import { useLanguage } from '../../../i18n';

export function LogEntry({ log }: { log: LogbookEntry_LogFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { measurementSystem: system } = usePreferences();
  const live = log.status !== 'COMPLETED';
  const summary = log.logSummary;
  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="logbook-entry">
      <Card.Body gap="1" p="3">
        <HStack justify="space-between" gap="2" align="start">
          <Link asChild fontWeight="semibold">
            <RouterLink to={`/logbook/${log.workoutLogId}`}>{log.workoutLogTitle}</RouterLink>
          </Link>
          {live ? (
            <HStack gap="2" flexShrink={0}>
              <Badge colorPalette={log.status === 'PAUSED' ? 'gray' : 'orange'}>
                {log.status === 'PAUSED' ? t('logbook.paused') : t('logbook.inProgress')}
              </Badge>
              <Link asChild fontSize="sm" fontWeight="medium">
                <RouterLink to="/log" aria-label={t('logbook.resumeLog', { title: log.workoutLogTitle })}>
                  {t('logbook.resume')}
                </RouterLink>
              </Link>
            </HStack>
          ) : null}
        </HStack>
        <Wrap as="p" gap="1" columnGap="3" fontSize="sm" color="fg.muted">
          <time dateTime={log.startedAt}>{formatDay(log.startedAt, language)}</time>
          <span>{formatDuration(summary.activeSeconds)}</span>
          <span>{formatVolume(summary.totalVolume, system, language)}</span>
          <span>{t('logbook.sets', { count: summary.setCount })}</span>
          {summary.personalRecordCount ? (
            <HStack as="span" gap="1" color="yellow.fg">
              <Trophy size={12} aria-hidden="true" />
              <Text as="span">{t('logbook.records', { count: summary.personalRecordCount })}</Text>
            </HStack>
          ) : null}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
