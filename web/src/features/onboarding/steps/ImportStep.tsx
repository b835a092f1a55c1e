// Step 6: members coming from Strong or Hevy bring their history. Following the link ends the onboarding too: the
// member has seen every step.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowDownUp } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { LOG_HISTORY_PATH } from '../../log-history/paths';
import { StepFrame, type OnboardingFlow } from '../StepFrame';
import { onboardingStrings as S } from '../strings';

export function ImportStep({ flow }: { flow: OnboardingFlow }) {
  return (
    <StepFrame flow={flow} title={S.import.title} intro={S.import.intro}>
      <Stack gap="4" align="start" borderWidth="1px" borderStyle="dashed" rounded="l2" p="5">
        <HStack gap="3" align="start">
          <ArrowDownUp aria-hidden="true" />
          <Stack gap="0.5">
            <Text fontWeight="semibold">{S.import.what}</Text>
            <Text color="fg.muted" fontSize="sm">
              {S.import.whatDetail}
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
            {S.import.link}
          </RouterLink>
        </Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {S.import.later}
      </Text>
    </StepFrame>
  );
}
