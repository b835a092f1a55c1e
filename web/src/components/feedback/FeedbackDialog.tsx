// The feedback dialog of spec §2.7/§4/§5/§6/§8/§9: write up to 1000 characters, optionally anonymously, and send
// them to POST /api/feedback (the server stores them and forwards them to the team's automation webhook).
import { Alert, Box, Button, Checkbox, CloseButton, Dialog, Field, Heading, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request';
import { useStackedDialog } from '../overlays/useStackedDialog';
import { toaster } from '../toaster/toaster';
import {
  FEEDBACK_AUTO_CLOSE_MS,
  FEEDBACK_COUNTER_COLORS,
  FEEDBACK_FOCUS_DELAY_MS,
  FEEDBACK_INPUT_MAX_LENGTH,
  FEEDBACK_TOAST_DURATION_MS,
  FEEDBACK_URL,
  FEEDBACK_USER_AGENT_MAX_LENGTH,
} from './constants';
import { feedbackFailureMessage, validateFeedback } from './validation';

export { validateFeedback, feedbackFailureMessage } from './validation';
export type { FeedbackTone, FeedbackValidation } from './validation';

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

export interface FeedbackRequest {
  feedback: string;
  isAnonymous: boolean;
  userAgent: string;
}

export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isAnonymous, setIsAnonymous] = useState(false);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);

  const validation = validateFeedback(text, t);
  const showValidationError = validation.error !== null && (touched || validation.tone === 'over');

  // Closing (by any means) clears the success panel and the error; the text is kept until it has been sent.
  const close = () => {
    setSuccess(false);
    setError(null);
    onClose();
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  const { rootProps, backdropProps, positionerProps, contentProps } = useStackedDialog({ type: 'dialog', open, onClose: close });

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => textareaRef.current?.focus(), FEEDBACK_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open || !success) return;
    const timer = window.setTimeout(() => {
      setText('');
      setIsAnonymous(false);
      setTouched(false);
      closeRef.current();
    }, FEEDBACK_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, success]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.canSubmit || sending) return;
    setSending(true);
    setError(null);
    const anonymous = isAnonymous;
    try {
      await request<unknown>({
        url: FEEDBACK_URL,
        method: 'POST',
        data: {
          feedback: text.trim(),
          isAnonymous: anonymous,
          userAgent: navigator.userAgent.slice(0, FEEDBACK_USER_AGENT_MAX_LENGTH),
        } satisfies FeedbackRequest,
      });
      setSuccess(true);
      toaster.create({
        type: 'success',
        title: t('components.feedback.success.toastTitle'),
        description: anonymous ? t('components.feedback.success.toastAnonymous') : t('components.feedback.success.toastNamed'),
        duration: FEEDBACK_TOAST_DURATION_MS,
      });
    } catch (failure) {
      setError(feedbackFailureMessage(failure, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root {...rootProps} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop {...backdropProps} />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{t('components.feedback.title')}</Dialog.Title>
            </Dialog.Header>
            {success ? (
              <Dialog.Body>
                <Stack role="status" align="center" textAlign="center" gap="3" py="6">
                  <Box color={FEEDBACK_COUNTER_COLORS.normal} aria-hidden="true">
                    <CircleCheck size={48} />
                  </Box>
                  <Heading as="h3" size="md">
                    {t('components.feedback.success.panelTitle')}
                  </Heading>
                  <Text>{t('components.feedback.success.panelText')}</Text>
                </Stack>
              </Dialog.Body>
            ) : (
              <form onSubmit={(event) => void submit(event)} noValidate>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>{t('components.feedback.intro')}</Dialog.Description>
                    <Field.Root invalid={showValidationError}>
                      <Field.Label>{t('components.feedback.label')}</Field.Label>
                      <Textarea
                        ref={textareaRef}
                        value={text}
                        maxLength={FEEDBACK_INPUT_MAX_LENGTH}
                        rows={6}
                        resize="vertical"
                        onChange={(event) => {
                          setText(event.target.value);
                          setTouched(true);
                        }}
                      />
                      <Stack direction="row" justify="space-between" align="start" width="100%" gap="3">
                        <Box flex="1">
                          {showValidationError ? (
                            <Field.ErrorText color={FEEDBACK_COUNTER_COLORS.over}>{validation.error}</Field.ErrorText>
                          ) : null}
                        </Box>
                        <Field.HelperText
                          data-testid="feedback-counter"
                          data-tone={validation.tone}
                          color={FEEDBACK_COUNTER_COLORS[validation.tone]}
                          fontVariantNumeric="tabular-nums"
                          whiteSpace="nowrap"
                        >
                          {validation.counter}
                        </Field.HelperText>
                      </Stack>
                    </Field.Root>
                    <Checkbox.Root checked={isAnonymous} onCheckedChange={(details) => setIsAnonymous(details.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('components.feedback.anonymous')}</Checkbox.Label>
                    </Checkbox.Root>
                    {error ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{error}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close}>
                    {t('components.feedback.cancel')}
                  </Button>
                  <Button type="submit" disabled={!validation.canSubmit} loading={sending} loadingText={t('components.feedback.sending')}>
                    {t('components.feedback.submit')}
                  </Button>
                </Dialog.Footer>
              </form>
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
