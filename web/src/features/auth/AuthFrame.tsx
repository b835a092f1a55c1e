// The frame of the auth screens (empty layout): logo, a card with the title, the form, and links below it.
import { Alert, Box, Card, Field, Flex, Heading, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMain } from '../../app/layouts/EmptyLayout';
import { Logo } from '../../app/shell/Logo';
import { ThemeToggle } from '../../app/shell/ThemeToggle';
import { usePageTitle } from '../../lib/page-shell';

export { FormStack } from '../../components/forms/FormStack';

export function AuthFrame({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <PageMain>
      {/* Laid out from the top, not centred: a page painted while its HTML is still arriving must not move what it
          has painted when the rest comes in (a centred column shifts up as it grows). */}
      <Flex minHeight="100dvh" direction="column" align="center" px="4" pt={{ base: '14', md: '12vh' }} pb="10" gap="6" position="relative">
        <Box position="absolute" top="4" right="4">
          <ThemeToggle />
        </Box>
        <Logo />
        <Card.Root width="100%" maxWidth="md" variant="elevated" bg="surface">
          <Card.Body gap="6" p={{ base: '6', md: '8' }}>
            <Stack gap="1.5">
              <Heading as="h1" size="2xl">
                {title}
              </Heading>
              {subtitle && <Text color="fg.muted">{subtitle}</Text>}
            </Stack>
            {children}
          </Card.Body>
        </Card.Root>
        {footer && (
          <Stack gap="2" align="center" fontSize="sm" color="fg.muted" textAlign="center">
            {footer}
          </Stack>
        )}
      </Flex>
    </PageMain>
  );
}

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  helper?: string;
}

export function TextField({ label, value, onValueChange, error, helper, required, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="md" role="alert" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}

export function FormNotice({ message }: { message?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert.Root status="success" borderRadius="md" role="status" data-testid="form-notice">
      <Alert.Indicator />
      <Alert.Description>{message}</Alert.Description>
    </Alert.Root>
  );
}
