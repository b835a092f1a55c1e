// The share dialog of spec §2.7/§4/§8/§9 for a workout or program: copy the link, share it on a social site
// (550×420 popup), by e-mail, or through the device's share sheet. A draft workout cannot be shared yet: the
// dialog then explains the three steps that publish it.
import { Button, CloseButton, Dialog, Field, Input, List, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check, Copy, Mail, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStackedDialog } from '../overlays/useStackedDialog';
import { notify } from '../toaster/toaster';
import { SHARE_COPIED_MS } from './constants';
import { openSharePopup, shareTargets, type ShareTargetId } from './share-links';
import { Link as RouterLink } from 'react-router-dom';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is shared, e.g. the workout's title. */
  title: string;
  /** The shareable link: an absolute URL, or a path of this site (e.g. `/w/${workoutId}`) made absolute here. */
  url: string;
  /** A draft workout: show how to publish it instead of the share options. */
  isDraft?: boolean;
  /** Where a draft is finished (its Publish tab): the draft dialog then offers to go there. */
  editTo?: string;
  /** Told of every share made (a copy, a social site, e-mail, the share sheet), so it can be counted. */
  onShared?: (channel: ShareChannel) => void;
}

/** The channels shares are counted by (the server's ShareChannel). */
export type ShareChannel = 'LINK' | 'NATIVE' | 'TWITTER' | 'FACEBOOK' | 'WHATSAPP' | 'LINKEDIN' | 'REDDIT' | 'TELEGRAM' | 'EMAIL';

const CHANNEL_OF: Record<ShareTargetId, ShareChannel> = {
  x: 'TWITTER',
  facebook: 'FACEBOOK',
  linkedin: 'LINKEDIN',
  whatsapp: 'WHATSAPP',
  reddit: 'REDDIT',
  telegram: 'TELEGRAM',
  email: 'EMAIL',
};

function canShareNatively() {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export function ShareDialog({ open, onClose, title, url: link, isDraft = false, editTo, onShared }: ShareDialogProps) {
  const { t } = useTranslation();
  // A server render has no address of its own; the dialog's content shows in the browser only.
  const url = typeof window === 'undefined' ? link : new URL(link, window.location.origin).href;
  const [copied, setCopied] = useState(false);
  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type: 'dialog', open, onClose });

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), SHARE_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success(t('components.share.linkCopied'));
      onShared?.('LINK');
    } catch (error) {
      console.error('Copying the share link failed', error);
      notify.error(t('components.share.copyFailed'));
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text: t('components.share.shareText', { title }), url });
      onShared?.('NATIVE');
    } catch (error) {
      // Closing the share sheet rejects with AbortError: nothing went wrong.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Native share failed', error);
    }
  };

  return (
    <Dialog.Root {...rootProps} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps}>
            {isDraft ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('components.share.draft.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Dialog.Description>{t('components.share.draft.text')}</Dialog.Description>
                    <List.Root as="ol" ps="5">
                      {(t('components.share.draft.steps', { returnObjects: true }) as string[]).map((step) => (
                        <List.Item key={step}>{step}</List.Item>
                      ))}
                    </List.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {editTo ? (
                    <Button asChild variant="outline">
                      <RouterLink to={editTo} onClick={onClose}>
                        {t('components.share.draft.edit')}
                      </RouterLink>
                    </Button>
                  ) : null}
                  <Button onClick={onClose} data-autofocus="">
                    {t('components.share.draft.ok')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('components.share.title', { title })}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    <Dialog.Description>{t('components.share.shareText', { title })}</Dialog.Description>
                    <Field.Root>
                      <Field.Label>{t('components.share.linkLabel')}</Field.Label>
                      <Stack direction="row" width="100%" gap="2">
                        <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
                        <Button onClick={() => void copy()} variant={copied ? 'subtle' : 'solid'} flexShrink={0}>
                          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                          {copied ? t('components.share.copied') : t('components.share.copy')}
                        </Button>
                      </Stack>
                    </Field.Root>
                    <Stack gap="2" as="section" aria-label={t('components.share.shareOn')}>
                      <Text fontWeight="medium">{t('components.share.shareOn')}</Text>
                      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
                        {shareTargets({ title, url }, t).map((target) => (
                          <Button key={target.id} asChild variant="outline" size="sm">
                            <a
                              href={target.href}
                              target={target.popup ? '_blank' : undefined}
                              rel={target.popup ? 'noopener noreferrer' : undefined}
                              data-share-target={target.id}
                              onClick={(event) => {
                                onShared?.(CHANNEL_OF[target.id]);
                                if (!target.popup) return;
                                event.preventDefault();
                                openSharePopup(target.href);
                              }}
                            >
                              {target.id === 'email' ? <Mail aria-hidden="true" /> : null}
                              {target.label}
                            </a>
                          </Button>
                        ))}
                      </SimpleGrid>
                    </Stack>
                    {canShareNatively() ? (
                      <Button variant="subtle" onClick={() => void shareNatively()}>
                        <Share2 aria-hidden="true" />
                        {t('components.share.nativeShare')}
                      </Button>
                    ) : null}
                  </Stack>
                </Dialog.Body>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('components.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
