import { RequestError, request } from '../../../lib/request';

/**
 * Whether GET /api{path} finds something. "New" forms check a code with it before an upsert (which would change
 * an existing row instead of creating one). REST, so a 404 raises no error toast.
 */
export async function resourceExists(path: string): Promise<boolean> {
  try {
    await request({ url: path });
    return true;
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) return false;
    throw error;
  }
}
