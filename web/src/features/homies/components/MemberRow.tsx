// A member in a list of /buddies: who they are, the actions that fit, and a menu to block them.
import { HStack, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Ban, MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberLink_MemberFragment } from '../../../gql/graphql';
import { memberName } from '../format';
import { MemberLink } from './MemberLink';

export function MemberMenu({ member, onBlock, label }: { member: MemberLink_MemberFragment; onBlock: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label ?? t('homies.buddies.memberMenu', { name: memberName(member) })}
          data-testid="member-menu"
        >
          <MoreVertical aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="block" color="fg.error" onSelect={onBlock}>
              <Ban size={14} aria-hidden="true" />
              {t('homies.actions.block')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export function MemberRow({
  member,
  detail,
  children,
  onBlock,
}: {
  member: MemberLink_MemberFragment;
  detail?: ReactNode;
  children?: ReactNode;
  onBlock?: () => void;
}) {
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      data-testid="member-row"
      data-user-name={member.userName}
    >
      <MemberLink member={member} detail={detail} />
      <HStack gap="1" flexShrink={0}>
        {children}
        {onBlock ? <MemberMenu member={member} onBlock={onBlock} /> : null}
      </HStack>
    </HStack>
  );
}
