import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client';

interface ActionTexts {
  success: string;
  /** The server answered with an error. */
  failed: string;
  /** The call never got an answer (network, exception). */
  errored: string;
}

/** Runs a post action with the product's toasts; resolves true when it succeeded. */
export async function withActionToasts(run: () => Promise<unknown>, texts: ActionTexts): Promise<boolean> {
  try {
    await run();
    toast.success(texts.success);
    return true;
  } catch (err) {
    toast.error(err instanceof ApiError ? texts.failed : texts.errored);
    return false;
  }
}
