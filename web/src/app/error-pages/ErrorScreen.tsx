// The shared error screen of spec §2.7: status code, a random exclamation, title, description, an image or the
// default emoji, and a way home that keeps trying harder (push → replace → window location) and offers more help
// the more often it is needed. Escape and Ctrl/Cmd+H go home too.
import { Box, Button, Heading, Image, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, House, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageTitle } from '../../lib/page-meta';
import { usePageTitle } from '../../lib/page-shell';
import { DEFAULT_ERROR_EMOJI, HOME_FALLBACK_MS, HOME_PATH } from './constants';
import { escalationFor, homeNavigationFor, loadAttempts, saveAttempts, windowNavigation } from './escalation';

export interface ErrorScreenProps {
  status: number;
  title: string;
  description?: ReactNode;
  /** Shown instead of the default emoji. */
  image?: { src: string; alt: string };
}

export function pickExclamation(exclamations: readonly string[], random: () => number = Math.random): string {
  const index = Math.min(exclamations.length - 1, Math.floor(random() * exclamations.length));
  return exclamations[index] ?? exclamations[0] ?? '';
}

function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Error screens on the page now, and the pending "still here?" check of the last home attempt. */
let mountedScreens = 0;
let fallbackTimer: number | undefined;

export function ErrorScreen({ status, title, description, image }: ErrorScreenProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [exclamation] = useState(() => pickExclamation(t('app.errorPage.exclamations', { returnObjects: true })));
  // Attempts carry over when the screen comes back right after a home attempt (home failed too, or the fallback
  // reloaded the page); see loadAttempts.
  const [attempts, setAttempts] = useState(() => loadAttempts());
  const attemptsRef = useRef(attempts);

  useEffect(() => {
    mountedScreens += 1;
    return () => {
      mountedScreens -= 1;
    };
  }, []);

  const goHome = useCallback(() => {
    const attempt = attemptsRef.current + 1;
    attemptsRef.current = attempt;
    setAttempts(attempt);
    saveAttempts(attempt);
    window.clearTimeout(fallbackTimer);
    const how = homeNavigationFor(attempt);
    if (how === 'location') {
      windowNavigation.assign(HOME_PATH);
      return;
    }
    void navigate(HOME_PATH, { replace: how === 'replace' });
    // Still on an error screen after a moment (home failed, or the router kept this screen): load home afresh.
    fallbackTimer = window.setTimeout(() => {
      if (mountedScreens > 0) windowNavigation.assign(HOME_PATH);
    }, HOME_FALLBACK_MS);
  }, [navigate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTyping(event.target)) return;
      const homeShortcut = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'h';
      if (event.key === 'Escape' || homeShortcut) {
        event.preventDefault();
        goHome();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [goHome]);

  // Through the page shell when the app root is up; directly when the error replaced the app root itself.
  const documentTitle = `${status} ${title}`;
  usePageTitle(documentTitle);
  useEffect(() => {
    document.title = pageTitle(documentTitle);
  }, [documentTitle]);

  const { showStillStuck, showMoreHelp } = escalationFor(attempts);

  return (
    <Box
      as="main"
      id="main-content"
      tabIndex={-1}
      outline="none"
      minH="100dvh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="6"
      py="12"
      bg="bg"
    >
      <Stack align="center" textAlign="center" gap="5" maxW="lg">
        {image ? (
          <Image src={image.src} alt={image.alt} maxH="48" />
        ) : (
          <Text fontSize="6xl" lineHeight="1" aria-hidden="true">
            {DEFAULT_ERROR_EMOJI}
          </Text>
        )}
        <Text fontSize="5xl" fontWeight="black" lineHeight="1">
          <VisuallyHidden>{t('app.errorPage.statusPrefix')}</VisuallyHidden>
          {status}
        </Text>
        <Text fontWeight="bold" letterSpacing="wider" color="fg.muted" data-testid="error-exclamation">
          {exclamation}!
        </Text>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
        <Button size="lg" onClick={goHome}>
          <House aria-hidden="true" />
          {t('app.errorPage.home')}
        </Button>
        {showStillStuck ? (
          <Stack as="section" align="center" gap="3" aria-label={t('app.errorPage.stillStuck')}>
            <Text fontWeight="medium">{t('app.errorPage.stillStuck')}</Text>
            <Stack direction="row" gap="3" wrap="wrap" justify="center">
              <Button variant="outline" onClick={() => void navigate(-1)}>
                <ArrowLeft aria-hidden="true" />
                {t('app.errorPage.goBack')}
              </Button>
              <Button variant="outline" onClick={() => windowNavigation.reload()}>
                <RefreshCw aria-hidden="true" />
                {t('app.errorPage.refresh')}
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {showMoreHelp ? (
          <Stack align="center" gap="2">
            <Text textStyle="sm" color="fg.muted">
              {t('app.errorPage.keyboardHint')}
            </Text>
            <Link href={HOME_PATH} variant="underline">
              {t('app.errorPage.homeLink')}
            </Link>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
