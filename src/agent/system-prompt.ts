/**
 * The system prompt of every model call in a run (plan, re-plan, edit, review, CI fix): Sweep's own
 * rules, then the repository's description and rules from its configuration (`description` and
 * `rules` in sweep.yaml), so every call sees them, not only the first plan.
 */
import type { SweepConfig } from '../config/sweep-config.js';
import { renderPrompt, sanitizeUntrusted } from '../llm/prompts.js';

/** The configuration's description and rules as prompt text; '' when it has neither. */
export function repositoryNotes(config: Pick<SweepConfig, 'description' | 'rules'>): string {
  const parts: string[] = [];
  if (config.description?.trim()) parts.push(config.description.trim());
  const rules = config.rules.map((r) => r.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (rules.length) parts.push(`Rules for changes:\n${rules.map((r) => `- ${r}`).join('\n')}`);
  return sanitizeUntrusted(parts.join('\n\n'));
}

/** Sweep's system prompt, followed by the repository's notes when the configuration has any. */
export function systemPrompt(config?: Pick<SweepConfig, 'description' | 'rules'>): string {
  const system = renderPrompt('system');
  const notes = config ? repositoryNotes(config) : '';
  return notes ? `${system.trimEnd()}\n\n${renderPrompt('repository-rules', { notes }).trimEnd()}\n` : system;
}
