/**
 * The model client for one run: the configured key and endpoint, the token cap, the request timeout
 * and the run's deadline; retries and waits for the model are said in the log.
 */
import { LlmClient } from '../llm/client.js';
import { ACTION_TIMEOUT_SETTING } from '../llm/request-timeout.js';
import type { Job } from './job.js';

export function createLlm(job: Job): LlmClient {
  return new LlmClient({
    apiKey: job.settings.openaiApiKey,
    ...(job.settings.openaiBaseUrl ? { baseURL: job.settings.openaiBaseUrl } : {}),
    model: job.settings.model,
    maxTokensPerRun: job.settings.maxTokensPerRun,
    timeoutMs: job.settings.requestTimeoutSeconds * 1000,
    timeoutSetting: ACTION_TIMEOUT_SETTING,
    deadline: job.deadline,
    ...(job.timing ? { timing: job.timing } : {}),
    onRetry: (info) => job.log.info(`retrying the model call (attempt ${info.attempt + 1}): ${job.redactor.redact(String((info.error as Error).message))}`),
    notify: (line) => job.log.info(line),
  });
}
