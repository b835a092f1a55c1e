import { Box, Button } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/** The submit button of a small form inside a panel (not a drawer's Save, which EditForm provides). */
export function SubmitButton({
  icon: Icon,
  label,
  loading,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <Box>
      <Button type="submit" size="sm" colorPalette="blue" loading={loading} disabled={disabled}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
    </Box>
  );
}
