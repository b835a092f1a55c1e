// Step 6: members coming from Strong or Hevy bring their history. Following the link ends the onboarding too: the
// member has seen every step.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowDownUp } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { LOG_HISTORY_PATH } from '../../log-history/paths';
import { useTranslation } from 'react-i18next';
import { StepFrame, type OnboardingFlow } from '../StepFrame';

export function ImportStep({ flow }: { flow: OnboardingFlow }) {
  const { t } = useTranslation();
  return (
    <StepFrame flow={flow} title={t('onboarding.import.title')} intro={t('onboarding.import.intro')}>
      <Stack gap="4" align="start" borderWidth="1px" borderStyle="dashed" rounded="l2" p="5">
        <HStack gap="3" align="start">
          <ArrowDownUp aria-hidden="true" />
          <Stack gap="0.5">
            <Text fontWeight="semibold">{t('onboarding.import.what')}</Text>
            <Text color="fg.muted" fontSize="sm">
              {t('onboarding.import.whatDetail')}
            </Text>
          </Stack>
        </HStack>
        <Button asChild variant="outline">
          <RouterLink
            to={LOG_HISTORY_PATH}
            onClick={(event) => {
              event.preventDefault();
              void flow.end('FINISHED', LOG_HISTORY_PATH);
            }}
          >
            {t('onboarding.import.link')}
          </RouterLink>
        </Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('onboarding.import.later')}
      </Text>
    </StepFrame>
  );
}
