// Asking people into the session: buddies ticked from a list (each hears of it in their inbox), or the join link
// shared any way, as text or as a QR code a buddy at the next rack scans.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, HStack, Input, QrCode, Stack, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../components/overlays/AppDrawer';
import { notify } from '../../components/toaster/toaster';
import { unwrapResult } from '../../components/forms/mutation-result';
import { InviteToTrainingSessionDocument, TogetherBuddiesDocument, type TogetherSession_SessionFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { MemberLink } from '../homies/components/MemberLink';
import { joinPath } from './paths';

export function InviteDrawer({ session, open, onClose }: { session: TogetherSession_SessionFragment; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const buddies = useQuery(TogetherBuddiesDocument, { skip: !open });
  const [invite, { loading }] = useMutation(InviteToTrainingSessionDocument);
  const [chosen, setChosen] = useState<string[]>([]);
  const seated = new Set(session.members.filter((member) => member.status !== 'LEFT').map((member) => member.member.userName));
  const link = session.joinCode ? `${window.location.origin}${joinPath(session.joinCode)}` : null;

  const send = async () => {
    try {
      unwrapResult(
        (await invite({ variables: { trainingSessionId: session.trainingSessionId, userNames: chosen } })).data?.inviteToTrainingSession,
        t,
      );
      notify.success(t('together.invitesSent', { count: chosen.length }));
      setChosen([]);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link).then(
      () => notify.success(t('together.linkCopied')),
      () => undefined,
    );
  };

  const list = buddies.data?.buddies.buddies ?? [];
  return (
    <AppDrawer open={open} onClose={onClose} title={t('together.inviteTitle')}>
      <Stack gap="6">
        <Stack gap="3">
          <Text fontWeight="semibold">{t('together.inviteBuddies')}</Text>
          {buddies.data && !list.length && <Text color="fg.muted">{t('together.noBuddies')}</Text>}
          {list.map(({ member }) => {
            const asked = seated.has(member.userName);
            return (
              <HStack key={member.userId} justify="space-between" gap="3">
                <MemberLink member={member} />
                {asked ? (
                  <Text fontSize="sm" color="fg.muted" flexShrink="0">
                    {t('together.invited')}
                  </Text>
                ) : (
                  <Checkbox.Root
                    data-choice={member.userName}
                    checked={chosen.includes(member.userName)}
                    onCheckedChange={(details) =>
                      setChosen((names) =>
                        details.checked === true ? [...names, member.userName] : names.filter((name) => name !== member.userName),
                      )
                    }
                  >
                    <Checkbox.HiddenInput aria-label={member.userName} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                )}
              </HStack>
            );
          })}
          {list.length > 0 && (
            <Button alignSelf="start" disabled={!chosen.length} loading={loading} onClick={() => void send()} data-testid="send-invites">
              {t('together.sendInvites', { count: chosen.length })}
            </Button>
          )}
        </Stack>
        {link && (
          <Stack gap="3">
            <Text fontWeight="semibold">{t('together.shareLink')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('together.linkHint')}
            </Text>
            <HStack gap="2">
              <Input
                readOnly
                value={link}
                aria-label={t('together.shareLink')}
                data-testid="join-link"
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outline" flexShrink="0" onClick={() => void copy()}>
                <Copy aria-hidden="true" /> {t('together.copyLink')}
              </Button>
            </HStack>
            <QrCode.Root
              value={link}
              size="xl"
              alignSelf="center"
              bg="white"
              p="3"
              borderRadius="md"
              aria-label={t('together.qrLabel')}
              role="img"
            >
              <QrCode.Frame>
                <QrCode.Pattern />
              </QrCode.Frame>
            </QrCode.Root>
          </Stack>
        )}
      </Stack>
    </AppDrawer>
  );
}
