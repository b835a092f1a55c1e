import { Alert, Button } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';

/** A page's data failed to load: what went wrong, and a button that asks again. */
export function RetryAlert({
  title,
  message,
  retryLabel,
  onRetry,
  testId,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => Promise<unknown>;
  testId?: string;
}) {
  return (
    <Alert.Root status="error" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={() => void onRetry().catch(() => undefined)}>
        <RotateCw aria-hidden="true" />
        {retryLabel}
      </Button>
    </Alert.Root>
  );
}
