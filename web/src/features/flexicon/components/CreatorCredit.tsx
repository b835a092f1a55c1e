// Credit to the creator of an instruction or a video: avatar, name and handle with the fallbacks of spec §3
// (displayName → fullName → userName → 'Unknown Creator'; '@' + userName or '@unknown'; a default image).
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar/Avatar';
import { creatorHandle, creatorImage, creatorName } from '../../../lib/creator-display';
import type { CreatorCreditFragment } from '../../../gql/graphql';

export function CreatorCredit({ creator, prefix }: { creator: CreatorCreditFragment | null | undefined; prefix?: string }) {
  const { t } = useTranslation();
  const name = creatorName(creator, t);
  return (
    <HStack gap="3" data-testid="creator-credit">
      <Avatar name={name} src={creatorImage(creator)} size="md" verified={!!creator?.isVerified} pinned={!!creator?.isPinned} decorative />
      <Stack gap="0" minWidth="0">
        <Text fontWeight="semibold" truncate>
          {prefix ? (
            <Text as="span" fontWeight="normal" color="fg.muted">
              {prefix}{' '}
            </Text>
          ) : null}
          {name}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {creatorHandle(creator, t)}
        </Text>
      </Stack>
    </HStack>
  );
}
