// One step of the onboarding: the progress, the step's title and text, what it asks, and Back, Skip and Continue
// (Finish on the last step). Continue saves the step first (onContinue) and stays when that fails; Skip goes on
// without saving; "Skip setup" at the top ends the whole onboarding. The title takes the focus as a step opens, so
// keyboards and screen readers start each step from the top.
import { Box, Button, Card, Flex, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMain } from '../../app/layouts/EmptyLayout';
import { Logo } from '../../app/shell/Logo';
import { ThemeToggle } from '../../app/shell/ThemeToggle';
import { FormError } from '../auth/AuthFrame';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/page-shell';

export interface OnboardingFlow {
  /** 0-based. */
  index: number;
  total: number;
  next(): void;
  back(): void;
  /** Ends the onboarding and goes on (to where the member was going, unless told otherwise). */
  end(outcome: 'FINISHED' | 'SKIPPED', destination?: string): Promise<void>;
}

export interface StepFrameProps {
  flow: OnboardingFlow;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Saves what the step asked; false (or a throw, whose message is shown) keeps the member on the step. */
  onContinue?: () => Promise<boolean | void> | boolean | void;
  /** Enter in a field continues; off where Enter means something else (a search). */
  submitOnEnter?: boolean;
}

export function StepFrame({ flow, title, intro, children, onContinue, submitOnEnter = true }: StepFrameProps) {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.pageTitle', { step: title }));
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const last = flow.index === flow.total - 1;

  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const proceed = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      if ((await onContinue?.()) === false) return;
      if (last) await flow.end('FINISHED');
      else flow.next();
    } catch (error) {
      setFailure(t('onboarding.saveFailed', { reason: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void proceed();
  };
  const step = flow.index + 1;

  return (
    <PageMain>
      <Flex direction="column" align="center" minHeight="100dvh" px="4" pt={{ base: '3', md: '6' }} pb="10" gap={{ base: '4', md: '8' }}>
        <HStack width="100%" maxWidth="2xl" justify="space-between" gap="2">
          <Logo />
          <HStack gap="1">
            <Button variant="ghost" size="sm" onClick={() => void flow.end('SKIPPED')} data-testid="onboarding-skip-all">
              {t('onboarding.skipAll')}
            </Button>
            <ThemeToggle />
          </HStack>
        </HStack>
        <Card.Root width="100%" maxWidth="2xl" variant="elevated" bg="surface">
          <Card.Body
            as={submitOnEnter ? 'form' : 'div'}
            {...(submitOnEnter ? { onSubmit, noValidate: true } : {})}
            gap="6"
            p={{ base: '5', md: '8' }}
            aria-labelledby="onboarding-step-title"
            data-testid="onboarding-step"
          >
            <Progress.Root min={0} max={flow.total} value={step} size="xs" colorPalette="blue">
              {/* The bar says it to screen readers, in the same words. */}
              <Progress.Label fontSize="sm" fontWeight="medium" color="fg.muted" mb="2" aria-hidden="true">
                {t('onboarding.progress', { step, total: flow.total })}
              </Progress.Label>
              <Progress.Track aria-label={t('onboarding.progressAria', { step, total: flow.total })}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Stack gap="1.5">
              <Heading as="h1" size="2xl" id="onboarding-step-title" ref={heading} tabIndex={-1} outline="none">
                {title}
              </Heading>
              <Text color="fg.muted">{intro}</Text>
            </Stack>
            {children}
            <FormError message={failure} />
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Box>
                {flow.index > 0 ? (
                  <Button variant="ghost" onClick={flow.back} disabled={busy}>
                    <ArrowLeft aria-hidden="true" />
                    {t('onboarding.back')}
                  </Button>
                ) : null}
              </Box>
              <HStack gap="2">
                {last ? null : (
                  <Button variant="outline" onClick={flow.next} disabled={busy}>
                    {t('onboarding.skip')}
                  </Button>
                )}
                <Button
                  type={submitOnEnter ? 'submit' : 'button'}
                  onClick={submitOnEnter ? undefined : () => void proceed()}
                  colorPalette="blue"
                  loading={busy}
                  data-testid="onboarding-continue"
                >
                  {last ? t('onboarding.finish') : t('onboarding.next')}
                </Button>
              </HStack>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Flex>
    </PageMain>
  );
}
