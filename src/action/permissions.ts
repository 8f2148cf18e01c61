/**
 * Who may trigger Sweep: people with write, maintain or admin permission (checked through the API,
 * not the event's author_association); bots only when the repository allows them; never Sweep
 * itself (no loops); and a failed CI run only on a Sweep branch whose pull request Sweep opened.
 */
import type { SweepConfig } from '../config/sweep-config.js';
import type { Actor, Trigger } from './events.js';

export const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/** Every comment Sweep writes carries this, so its own comments never trigger it. */
export const SWEEP_MARKER = '<!-- sweep-';

export type GateDecision =
  | { allowed: true }
  /** Ignore silently (bots, Sweep itself). */
  | { allowed: false; silent: true; reason: string }
  /** Refuse and tell the person why. */
  | { allowed: false; silent: false; reason: string; reply: string };

export interface GateInputs {
  trigger: Exclude<Trigger, { kind: 'ignored' }>;
  config: SweepConfig;
  /** The login of the token Sweep acts as. */
  selfLogin: string;
  /** The actor's role on the repository (from the API). */
  permissionOf: (login: string) => Promise<string>;
  /** The body of the triggering comment, when there is one. */
  commentBody?: string;
  /** Who opened the pull request, for CI failures and PR comments. */
  pullAuthor?: string;
  /** The trigger label, for the refusal message. */
  label: string;
}

export function isBot(actor: Actor): boolean {
  return actor.type === 'Bot' || /\[bot\]$/.test(actor.login);
}

/** Decides whether the trigger may run. */
export async function checkTrigger(inputs: GateInputs): Promise<GateDecision> {
  const { trigger, config, selfLogin } = inputs;
  if (inputs.commentBody?.includes(SWEEP_MARKER)) return { allowed: false, silent: true, reason: "the comment is Sweep's own" };
  if (trigger.kind === 'ci-failure') {
    if (inputs.pullAuthor === undefined) return { allowed: false, silent: true, reason: `no open pull request for ${trigger.headBranch}` };
    if (inputs.pullAuthor !== selfLogin) return { allowed: false, silent: true, reason: `the pull request from ${trigger.headBranch} was not opened by Sweep (${inputs.pullAuthor})` };
    return { allowed: true };
  }
  const actor = trigger.actor;
  if (actor.login === selfLogin && isBot(actor)) return { allowed: false, silent: true, reason: 'the event was caused by Sweep itself' };
  // Sweep labels the `Sweep:` issues it picks up when they are opened; with a personal token that
  // label event comes from a user account and must not start a second run.
  if (trigger.kind === 'issue' && trigger.reason === 'labeled' && actor.login === selfLogin && /^\s*sweep\s*:/i.test(trigger.title ?? '')) {
    return { allowed: false, silent: true, reason: 'Sweep added the label itself when the issue was opened' };
  }
  if (isBot(actor) && !config.allowedBots.some((b) => b.toLowerCase() === actor.login.toLowerCase())) {
    return { allowed: false, silent: true, reason: `bot ${actor.login} is not in allowed_bots` };
  }
  if (trigger.kind === 'self-check') return { allowed: true };
  const role = await inputs.permissionOf(actor.login);
  if (WRITE_ROLES.has(role)) return { allowed: true };
  return {
    allowed: false,
    silent: false,
    reason: `${actor.login} has ${role} permission; write is needed`,
    reply: `${SWEEP_MARKER}refusal -->\nSorry @${actor.login}, only people with write access to this repository can run Sweep. A maintainer can add the \`${inputs.label}\` label or comment \`/sweep\` instead.`,
  };
}
