/**
 * The planner: from the task and the assembled context, the model states the root cause, a plan and
 * file change requests. A malformed reply gets up to MAX_REPAIR_ROUNDS repair rounds with the error
 * shown to the model; requests are then checked against the repository and ordered.
 */
import { PLAN_MAX_TOKENS } from '../llm/budgets.js';
import type { ChatMessage, ChatModel } from '../llm/client.js';
import { renderPrompt } from '../llm/prompts.js';
import { checkPlan, orderChanges, parsePlan, type Plan, type RepoView } from './plan-check.js';
import { systemPrompt } from './system-prompt.js';

export { PLAN_MAX_TOKENS };
export const MAX_REPAIR_ROUNDS = 2;

export interface PlanInputs {
  llm: ChatModel;
  task: string;
  context: string;
  repo: RepoView;
  /** The system prompt every call of the run uses (system-prompt.ts); default: Sweep's own, without repository notes. */
  system?: string;
  /** Problems from validation or review of an earlier attempt. */
  feedback?: string;
  importOrder: (paths: string[]) => string[];
  /** Restricts the plan to these paths (review comments). */
  onlyPaths?: readonly string[];
  /** Completion tokens the plan may use (default PLAN_MAX_TOKENS). */
  maxTokens?: number;
}

export interface PlanResult {
  plan: Plan;
  notes: string[];
  refused: string[];
}

export class PlanningFailed extends Error {
  override name = 'PlanningFailed';
}

/** The planner's first messages (also measured by the flow to size the context). */
export function planMessages(inputs: Pick<PlanInputs, 'task' | 'context' | 'system' | 'feedback'>): ChatMessage[] {
  const user = renderPrompt('plan', {
    task: inputs.task,
    context: inputs.context || '(no context was retrieved)',
    feedback: inputs.feedback ? `Problems with the previous attempt, to fix in this plan:\n${inputs.feedback}` : '',
  });
  return [
    { role: 'system', content: inputs.system ?? systemPrompt() },
    { role: 'user', content: user },
  ];
}

export async function planChanges(inputs: PlanInputs): Promise<PlanResult> {
  const messages = planMessages(inputs);
  let lastError = '';
  for (let round = 0; round <= MAX_REPAIR_ROUNDS; round++) {
    const reply = await inputs.llm.complete({ messages, maxTokens: inputs.maxTokens ?? PLAN_MAX_TOKENS });
    let plan: Plan;
    try {
      if (reply.truncated) throw new Error('the reply was cut off; answer with a shorter plan');
      plan = parsePlan(reply.text);
    } catch (error) {
      lastError = (error as Error).message;
      messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: `That answer cannot be used: ${lastError}. Answer again with the JSON object only.` });
      continue;
    }
    const checked = checkPlan(plan, inputs.repo);
    const allowed = inputs.onlyPaths ? checked.changes.filter((c) => inputs.onlyPaths!.includes(c.path)) : checked.changes;
    // The allowed path came with the request (outside text): it is named only inside the task's fence.
    const outside = checked.changes.filter((c) => !allowed.includes(c)).map((c) => `'${c.path}': only the file the review comment is on may change for this request`);
    const refused = [...checked.refused, ...outside];
    if (allowed.length === 0) {
      lastError = refused.length ? `no usable file changes: ${refused.join('; ')}` : 'the plan lists no file changes';
      messages.push({ role: 'assistant', content: reply.text }, { role: 'user', content: `That plan cannot be used: ${lastError}. Answer again with the JSON object only.` });
      continue;
    }
    return { plan: { ...plan, changes: orderChanges(allowed, inputs.importOrder) }, notes: checked.notes, refused };
  }
  throw new PlanningFailed(`The model did not give a usable plan after ${MAX_REPAIR_ROUNDS + 1} tries: ${lastError}`);
}
