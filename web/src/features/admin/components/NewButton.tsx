import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';

/** The "New …" action at the top of a list page; it opens the empty edit drawer. */
export function NewButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button colorPalette="blue" size="sm" onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
