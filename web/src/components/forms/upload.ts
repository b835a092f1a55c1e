// Thumbnails and icons: POST /api/media-assets (multipart, field `file`) through the app's request helper.
import { request } from '../../lib/request';

export interface UploadedMedia {
  mediaAssetId: string;
  fileUrl: string;
  fileName: string;
  thumbHash?: string | null;
  description?: string | null;
}

export async function uploadMedia(file: File, description?: string): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  if (description) form.append('description', description);
  return request<UploadedMedia>({ url: '/media-assets', method: 'POST', data: form });
}
