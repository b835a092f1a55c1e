import { useId, useRef, useState } from 'react';
import { notify } from '../toaster/toaster';
import { describeFailure } from './mutation-result';
import { uploadMedia, type UploadedMedia } from './upload';

/**
 * A hidden file input behind an "Upload" button: `choose` opens the picker, the picked file is uploaded with the
 * given description, and `uploadError` says why it failed (the server names the types and sizes it accepts).
 */
export function useMediaUpload({
  description,
  uploadedMessage,
  onUploaded,
}: {
  description?: string;
  uploadedMessage: string;
  onUploaded(media: UploadedMedia): void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onUploaded(await uploadMedia(file, description));
      notify.success(uploadedMessage);
    } catch (cause) {
      setUploadError(describeFailure(cause).message);
    } finally {
      setUploading(false);
      // The same file picked again after a failure must fire a change.
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return { inputId, inputRef, uploading, uploadError, onFile, choose: () => inputRef.current?.click() };
}
