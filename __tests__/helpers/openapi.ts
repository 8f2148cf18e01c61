/**
 * GitHub's published OpenAPI description of api.github.com (npm `@octokit/openapi`), read once per
 * process: which operations exist, which statuses each documents, and which ones GitHub Apps (and
 * so installation tokens, the workflow's GITHUB_TOKEN included) may call.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface Operation {
  /** `x-github.enabledForGitHubApps`: false means installation tokens get 403. */
  enabledForGitHubApps: boolean;
  /** Documented response statuses, e.g. `['201', '403', '422']`. */
  statuses: string[];
}

interface Spec {
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; 'x-github'?: { enabledForGitHubApps?: boolean } }>>;
}

let spec: Spec | undefined;

function load(): Spec {
  if (!spec) {
    const path = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
    spec = JSON.parse(readFileSync(path, 'utf8')) as Spec;
  }
  return spec;
}

/** The operation `METHOD /path/{template}` as GitHub documents it, or undefined when it has none. */
export function operation(method: string, template: string): Operation | undefined {
  const op = load().paths[template]?.[method.toLowerCase()];
  if (!op) return undefined;
  return { enabledForGitHubApps: op['x-github']?.enabledForGitHubApps !== false, statuses: Object.keys(op.responses ?? {}) };
}
