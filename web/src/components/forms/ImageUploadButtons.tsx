// The buttons of an image field (the admin's images and a creator's photo alike): the hidden file input, "Upload" or
// "Replace", and "Remove" once there is an image.
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import type { useMediaUpload } from './use-media-upload';

export interface ImageUploadLabels {
  choose: string;
  replace: string;
  uploading: string;
  remove: string;
}

interface ImageUploadButtonsProps {
  upload: ReturnType<typeof useMediaUpload>;
  hasImage: boolean;
  onRemove(): void;
  labels: ImageUploadLabels;
}

export function ImageUploadButtons({ upload, hasImage, onRemove, labels }: ImageUploadButtonsProps) {
  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={upload.inputRef}
          id={upload.inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => void upload.onFile(event.target.files?.[0])}
        />
      </VisuallyHidden>
      <Button size="sm" variant="outline" onClick={upload.choose} loading={upload.uploading} loadingText={labels.uploading}>
        <Upload aria-hidden="true" />
        {hasImage ? labels.replace : labels.choose}
      </Button>
      {hasImage && (
        <Button size="sm" variant="ghost" onClick={onRemove} disabled={upload.uploading}>
          {labels.remove}
        </Button>
      )}
    </>
  );
}
