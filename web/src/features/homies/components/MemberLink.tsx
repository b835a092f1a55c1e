// A member as the Homies show them: avatar, name linking to their page, and the @user name under it.
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, type AvatarSize } from '../../../components/avatar/Avatar';
import type { MemberLink_MemberFragment } from '../../../gql/graphql';
import { memberName } from '../format';

export const memberPath = (userName: string) => `/u/${encodeURIComponent(userName)}`;

export function MemberLink({
  member,
  size = 'sm',
  detail,
}: {
  member: MemberLink_MemberFragment;
  size?: AvatarSize;
  /** Shown under the name instead of the @user name. */
  detail?: React.ReactNode;
}) {
  const name = memberName(member);
  return (
    <HStack gap="3" minWidth="0">
      <Avatar name={name} src={member.profilePhotoUrl} size={size} decorative />
      <Stack gap="0" minWidth="0">
        <Link asChild fontWeight="semibold" truncate>
          <RouterLink to={memberPath(member.userName)}>{name}</RouterLink>
        </Link>
        <Text fontSize="xs" color="fg.muted" truncate>
          {detail ?? `@${member.userName}`}
        </Text>
      </Stack>
    </HStack>
  );
}
