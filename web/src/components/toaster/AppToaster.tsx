import { Box, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { Siren } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { TOAST_RADIUS } from '../../lib/constants';
import { useTranslation } from 'react-i18next';
import { errorToaster, toaster } from './toaster';

/** Text in single quotes is shown bold (§8), e.g. "Could not load 'Leg day'" → Leg day in bold. */
export function emphasizeQuoted(text: string): ReactNode[] {
  const parts = text.split(/('[^']+')/g);
  return parts.map((part, index) =>
    /^'[^']+'$/.test(part) ? (
      <Box as="strong" key={index} fontWeight="bold">
        {part}
      </Box>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} borderRadius={TOAST_RADIUS}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable !== false && <Toast.CloseTrigger aria-label={t('components.toaster.dismiss')} />}
          </Toast.Root>
        )}
      </Toaster>
      <Toaster toaster={errorToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} borderRadius={TOAST_RADIUS} data-testid="fetch-error-toast">
            <Box as="span" color="currentColor" flexShrink={0} aria-hidden="true">
              <Siren size={20} />
            </Box>
            <Stack gap="1" flex="1" maxWidth="100%">
              {typeof toast.title === 'string' && <Toast.Title>{emphasizeQuoted(toast.title)}</Toast.Title>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('components.toaster.dismissError')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
