// A file field that takes a file dropped on it or chosen with its button (the history import and the workout
// import): the chosen file's name shows in place of the prompt.
import { Box, Button, Field, Text } from '@chakra-ui/react';
import { FileUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';

interface FileDropZoneProps {
  label: string;
  prompt: string;
  chooseLabel: string;
  helper: string;
  accept: string;
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  invalid?: boolean;
  dropTestId?: string;
  inputTestId: string;
}

export function FileDropZone(props: FileDropZoneProps) {
  const { file, onFile, disabled = false } = props;
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <Field.Root invalid={props.invalid}>
      <Field.Label>{props.label}</Field.Label>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'blue.solid' : 'border'}
        bg={over ? 'bg.muted' : undefined}
        borderRadius="lg"
        p="6"
        textAlign="center"
        width="100%"
        opacity={disabled ? 0.6 : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid={props.dropTestId}
      >
        <FileUp aria-hidden="true" style={{ margin: '0 auto 8px' }} />
        <Text>
          {file ? file.name : props.prompt}{' '}
          <Button asChild variant="plain" size="sm" px="1" textDecoration="underline">
            <label>
              {props.chooseLabel}
              <input
                type="file"
                accept={props.accept}
                hidden
                disabled={disabled}
                data-testid={props.inputTestId}
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  // The same file chosen again (after a failed read) must fire a change.
                  event.target.value = '';
                  if (chosen) onFile(chosen);
                }}
              />
            </label>
          </Button>
        </Text>
      </Box>
      <Field.HelperText>{props.helper}</Field.HelperText>
    </Field.Root>
  );
}
