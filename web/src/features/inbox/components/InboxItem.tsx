// One item of the inbox: who, what (worded by common/activity.ts in the reader's language), when, and a link to what it is about. A buddy
// request still waiting has its answer right there. Opening an item marks it read.
import { useMutation } from '@apollo/client/react';
import { Box, Button, chakra, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { activityHref, activityWords } from '../../../../../common/activity';
import { Avatar } from '../../../components/avatar/Avatar';
import { InboxMarkReadDocument, type InboxItem_ActivityFragment } from '../../../gql/graphql';
import { useBuddyActions } from '../../homies/buddy-actions';
import { formatExactTime, formatRelativeTime, memberName } from '../../homies/format';
import { useRefreshInbox } from '../use-inbox';
import { useLanguage } from '../../../i18n';

export function InboxItem({ item, now, onOpen }: { item: InboxItem_ActivityFragment; now: number; onOpen?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [markRead] = useMutation(InboxMarkReadDocument);
  const actions = useBuddyActions();
  const refresh = useRefreshInbox();
  const words = activityWords(item, language);
  const unread = !item.readAt;
  const waiting = item.kind === 'BUDDY_REQUEST' && item.buddyStatus === 'REQUEST_RECEIVED' && item.buddyshipId;
  const open = () => {
    if (unread) void markRead({ variables: { activityId: item.activityId } }).catch(() => undefined);
    onOpen?.();
  };
  const answer = async (action: typeof actions.accept) => {
    if (await action({ buddyshipId: item.buddyshipId!, member: item.actor })) await refresh();
  };

  return (
    <HStack
      as="li"
      align="start"
      gap="3"
      px="3"
      py="3"
      borderRadius="l2"
      bg={unread ? 'surface.active' : undefined}
      _hover={unread ? undefined : { bg: 'surface.hover' }}
      data-testid="inbox-item"
      data-kind={item.kind}
      data-unread={unread ? '' : undefined}
    >
      <Avatar name={memberName(item.actor)} src={item.actor.profilePhotoUrl} size="sm" decorative />
      <Stack gap="1" flex="1" minWidth="0">
        <Link asChild fontSize="sm" fontWeight={unread ? 'semibold' : 'medium'} color="fg" lineHeight="short">
          <RouterLink to={activityHref(item)} onClick={open}>
            {words.title}
          </RouterLink>
        </Link>
        {words.detail ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word">
            {words.detail}
          </Text>
        ) : null}
        <chakra.time fontSize="xs" color="fg.muted" dateTime={item.createdAt} title={formatExactTime(item.createdAt, language)}>
          {formatRelativeTime(item.createdAt, now, language, t)}
        </chakra.time>
        {item.kind === 'BUDDY_REQUEST' && item.buddyStatus === 'BUDDIES' ? (
          <Text fontSize="xs" color="fg.muted">
            {t('inbox.nowBuddies')}
          </Text>
        ) : null}
        {waiting ? (
          <HStack gap="2" pt="1">
            <Button size="sm" onClick={() => void answer(actions.accept)} disabled={actions.busy}>
              {t('inbox.accept')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => void answer(actions.decline)} disabled={actions.busy}>
              {t('inbox.decline')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
      {unread ? (
        <Box
          as="span"
          boxSize="2.5"
          mt="1.5"
          borderRadius="full"
          bg="brand.solid"
          flexShrink={0}
          aria-label={t('inbox.unread')}
          role="img"
        />
      ) : null}
    </HStack>
  );
}
