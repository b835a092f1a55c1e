// A session trained together, as its feed item shows it: everyone who was there, for how long, their sets and
// records, and each one's log where the reader may open it.
import { HStack, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/Avatar';
import type { FeedSession_SessionFragment } from '../../../gql/graphql';
import { useLanguage } from '../../../i18n';
import { formatDuration } from '../../../../../common/units';
import { counted, memberName } from '../format';

export function FeedSession({ session }: { session: FeedSession_SessionFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const names = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    session.members.map((entry) => memberName(entry.member)),
  );
  return (
    <Stack gap="2" data-testid="feed-session">
      <HStack gap="2" align="start">
        <Users size={16} aria-hidden="true" />
        <Stack gap="0" minWidth="0">
          <Text fontWeight="semibold">{t('homies.session.together', { names })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[
              formatDuration(session.durationSeconds),
              t('homies.card.sets', counted(session.setCount, language)),
              ...(session.personalRecordCount ? [t('homies.session.records', counted(session.personalRecordCount, language))] : []),
            ].join(' · ')}
          </Text>
        </Stack>
      </HStack>
      <Wrap gap="2">
        {session.members.map((entry) => {
          const name = memberName(entry.member);
          return (
            <HStack key={entry.member.userId} gap="1.5" borderWidth="1px" borderColor="border" borderRadius="full" ps="1" pe="2.5" py="0.5">
              <Avatar name={name} src={entry.member.profilePhotoUrl} size="sm" decorative />
              {entry.workoutLogId ? (
                <Link asChild fontSize="sm">
                  <RouterLink to={`/logbook/${entry.workoutLogId}`} aria-label={t('homies.session.openLog', { name })}>
                    {name}
                  </RouterLink>
                </Link>
              ) : (
                <Text fontSize="sm">{name}</Text>
              )}
            </HStack>
          );
        })}
      </Wrap>
    </Stack>
  );
}
