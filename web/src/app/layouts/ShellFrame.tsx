// Shared by the web, website and admin layouts: the shell UI context (feedback dialog, mobile navigation) and the
// skip link. The feedback dialog itself comes from components/feedback, loaded the first time it is opened.
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMemo, useState, type ReactNode } from 'react';
import { useLazyComponent } from '../../lib/lazy-component';
import { ShellUiContext } from '../shell/ShellUiContext';

const loadFeedbackDialog = () => import('../../components/feedback/FeedbackDialog').then((module) => module.FeedbackDialog);

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main-content"
      position="fixed"
      left="2"
      top="2"
      zIndex="toast"
      px="4"
      py="2"
      bg="bg.panel"
      color="fg"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
      focusRing="outside"
    >
      {t('app.shell.skipToContent')}
    </Link>
  );
}

export function ShellFrame({ children, onOpenMobileNav }: { children: ReactNode; onOpenMobileNav?: () => void }) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackWanted, setFeedbackWanted] = useState(false);
  const FeedbackDialog = useLazyComponent(loadFeedbackDialog, feedbackWanted);
  const ui = useMemo(
    () => ({
      openFeedback: () => {
        setFeedbackWanted(true);
        setFeedbackOpen(true);
      },
      openMobileNav: onOpenMobileNav ?? (() => {}),
    }),
    [onOpenMobileNav],
  );
  return (
    <ShellUiContext.Provider value={ui}>
      <SkipLink />
      {children}
      {FeedbackDialog ? <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} /> : null}
    </ShellUiContext.Provider>
  );
}
