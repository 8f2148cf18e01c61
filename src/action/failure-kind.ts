/** Which kind of failure an error is, for the advice the progress comment and job summary give. */
import { NoChangeMade } from '../agent/flows.js';
import { PlanningFailed } from '../agent/plan.js';
import { LlmRequestError, TokenBudgetExceeded } from '../llm/client.js';
import { AttemptTimeoutError, DeadlineExceededError, RetriesExhaustedError, RetryAfterTooLongError } from '../llm/retry.js';
import { ContextWindowTooSmall } from '../llm/window.js';
import { GitHubApiError, GitHubRateLimited } from './github.js';
import { IdentityUnknown } from './identity.js';
import { RunTimedOut } from './job.js';
import type { FailureKind } from './progress.js';
import { PushRefused } from './pull-request.js';

function isRateLimited(error: GitHubApiError): boolean {
  return error.rateLimitWaitMs !== undefined || error.headers['x-ratelimit-remaining'] === '0' || error.headers['retry-after'] !== undefined;
}

/** Maps an error to the failure kind the progress comment gives advice for. */
export function failureKind(error: unknown): FailureKind {
  if (error instanceof PlanningFailed) return 'no-plan';
  if (error instanceof NoChangeMade) return 'edits-failed';
  if (error instanceof TokenBudgetExceeded) return 'token-budget';
  if (error instanceof ContextWindowTooSmall) return 'context-window';
  if (error instanceof GitHubRateLimited) return 'rate-limited';
  if (error instanceof IdentityUnknown) return 'identity-unknown';
  if (error instanceof RunTimedOut || error instanceof DeadlineExceededError) return 'timeout';
  if (error instanceof PushRefused) return 'push-rejected';
  if (error instanceof RetryAfterTooLongError) return 'endpoint-quota';
  if (error instanceof LlmRequestError) return error.status === 401 || error.status === 403 ? 'endpoint-unauthorized' : 'endpoint-unreachable';
  if (error instanceof RetriesExhaustedError) {
    if (/github/i.test(error.message)) return 'unknown';
    // Every attempt ran out of the request timeout: the server took the request and said nothing.
    return error.cause instanceof AttemptTimeoutError ? 'endpoint-silent' : 'endpoint-unreachable';
  }
  // A rate-limited 403 is not a missing permission: the token's permissions are fine.
  if (error instanceof GitHubApiError && (error.status === 403 || error.status === 401) && !isRateLimited(error)) return 'permission-denied';
  return 'unknown';
}
