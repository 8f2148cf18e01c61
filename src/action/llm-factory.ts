/** The model client for one run: the configured key and endpoint, the token cap and the run's deadline. */
import { LlmClient } from '../llm/client.js';
import type { Job } from './job.js';

export function createLlm(job: Job): LlmClient {
  return new LlmClient({
    apiKey: job.settings.openaiApiKey,
    ...(job.settings.openaiBaseUrl ? { baseURL: job.settings.openaiBaseUrl } : {}),
    model: job.settings.model,
    maxTokensPerRun: job.settings.maxTokensPerRun,
    deadline: job.deadline,
    ...(job.timing ? { timing: job.timing } : {}),
    onRetry: (info) => job.log.info(`retrying the model call (attempt ${info.attempt + 1}): ${job.redactor.redact(String((info.error as Error).message))}`),
  });
}
