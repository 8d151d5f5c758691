import { NotFoundError, UpstreamFailedError } from '../errors.js';
import type { YouTubeOutcome } from '../observability/metrics.js';
import { QuotaBudgetSpentError } from './quota.js';

/** How a call to YouTube ended, for the metrics: by the error it threw, if any. */
export function youtubeOutcome(error?: unknown): YouTubeOutcome {
  if (error === undefined) return 'ok';
  if (error instanceof QuotaBudgetSpentError) return 'quota_spent';
  if (error instanceof NotFoundError) return 'not_found';
  if (error instanceof UpstreamFailedError) return 'upstream_error';
  return 'error';
}
