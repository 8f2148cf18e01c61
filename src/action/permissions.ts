/**
 * Who may trigger Sweep: people with write, maintain or admin permission (checked through the API,
 * not the event's author_association); bots (the payload's `sender.type` is `Bot`) only when
 * `allowed_bots` lists them, decided from that list alone (a bot is not a collaborator, so the
 * permission endpoint cannot vouch for one); never Sweep itself (no loops); and a failed CI run only
 * when its head commit is in this repository (not a fork), is the head of a pull request Sweep
 * opened, and the run was started by Sweep, a listed bot or someone with write access (anyone who
 * can read the repository can open a pull request from Sweep's branch and so start a run on its head).
 */
import type { SweepConfig } from '../config/sweep-config.js';
import type { Actor, CiFailureTrigger, Trigger } from './events.js';

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
  /** `owner/name` of the repository Sweep runs in, for CI failures. */
  repository?: string;
  /** The open pull request from the run's branch, for CI failures. */
  pull?: CiPull;
  /** The trigger label, for the refusal message. */
  label: string;
}

/** What a CI decision needs to know about the pull request from the run's branch. */
export interface CiPull {
  author: string;
  headSha: string;
}

/** Whether `allowed_bots` lists the bot `login` (logins compared without letter case, as GitHub does). */
function allowedBot(config: SweepConfig, login: string): boolean {
  return config.allowedBots.some((b) => b.toLowerCase() === login.toLowerCase());
}

/** A bot is whoever the payload's `sender.type` says is one; a login ending in `[bot]` proves nothing. */
export function isBot(actor: Actor): boolean {
  return actor.type === 'Bot';
}

const ignore = (reason: string): GateDecision => ({ allowed: false, silent: true, reason });

/**
 * Events whose runs test the branch's own commits as someone with write access pushed them. Any
 * other event can put a Sweep branch in `head_branch` for someone without it: a `pull_request_target`
 * run of a fork's pull request whose base is a Sweep branch is named after that base and its tip.
 */
export const CI_EVENTS: ReadonlySet<string> = new Set(['push', 'pull_request']);

/** Whether a failed run tested this repository's own code: runs from forks carry the fork's name. */
export function checkCiOrigin(trigger: CiFailureTrigger, repository: string): GateDecision {
  if (trigger.headRepository.toLowerCase() !== repository.toLowerCase()) {
    return ignore(`the run's head commit is in ${trigger.headRepository || 'an unnamed repository'}, not ${repository} (runs from forks are never acted on)`);
  }
  if (!CI_EVENTS.has(trigger.event)) {
    return ignore(`the run was started by a ${trigger.event || 'nameless'} event, not by a push or a pull request from this repository's branch`);
  }
  return { allowed: true };
}

/** A failed run is acted on only when it is this repository's and tested the head of Sweep's own pull request. */
export function checkCiRun(trigger: CiFailureTrigger, repository: string, pull: CiPull | undefined, selfLogin: string): GateDecision {
  const origin = checkCiOrigin(trigger, repository);
  if (!origin.allowed) return origin;
  if (!pull) return ignore(`no open pull request from ${trigger.headBranch} opened by Sweep`);
  if (pull.headSha !== trigger.headSha) return ignore(`the run tested ${trigger.headSha.slice(0, 12)}, not the head of the pull request from ${trigger.headBranch} (${pull.headSha.slice(0, 12)})`);
  if (pull.author !== selfLogin) return ignore(`the pull request from ${trigger.headBranch} was not opened by Sweep (${pull.author})`);
  return { allowed: true };
}

/**
 * A failed run is acted on only when whoever started it (the run's actor and the actor of this
 * attempt; the event's sender when the payload names neither) is Sweep itself, a bot `allowed_bots`
 * lists, or has write access: a
 * pull request from Sweep's branch, which anyone who can read the repository may open, starts a
 * run on the head of Sweep's own pull request, and would otherwise spend its attempts.
 */
async function checkCiStarters(trigger: CiFailureTrigger, inputs: GateInputs): Promise<GateDecision> {
  const seen = new Set<string>();
  for (const actor of trigger.runActors.length ? trigger.runActors : [trigger.actor]) {
    if (seen.has(actor.login) || actor.login === inputs.selfLogin) continue;
    seen.add(actor.login);
    if (isBot(actor)) {
      if (!allowedBot(inputs.config, actor.login)) return ignore(`the run was started by bot ${actor.login}, which is not in allowed_bots`);
      continue;
    }
    const role = await inputs.permissionOf(actor.login);
    if (!WRITE_ROLES.has(role)) return ignore(`the run was started by ${actor.login}, who has ${role} permission; write is needed`);
  }
  return { allowed: true };
}

/** What deciding whether a pull request is Sweep's own needs to know about it. */
export interface OwnPullFacts {
  number: number;
  author: string;
  /** `owner/name` of the repository its head branch is in. */
  headRepo: string;
}

/**
 * Sweep works (`/sweep`, review comments) only on its own pull requests: the head branch in this
 * repository, not a fork's branch named like Sweep's, and opened by the account Sweep acts as.
 */
export function checkOwnPull(pull: OwnPullFacts, repository: string, selfLogin: string): GateDecision {
  if (pull.headRepo.toLowerCase() !== repository.toLowerCase()) {
    return ignore(`#${pull.number} comes from ${pull.headRepo || 'a deleted repository'}, not ${repository} (pull requests from forks are never worked on)`);
  }
  if (pull.author !== selfLogin) return ignore(`#${pull.number} was not opened by Sweep (${pull.author})`);
  return { allowed: true };
}

/** Decides whether the trigger may run. */
export async function checkTrigger(inputs: GateInputs): Promise<GateDecision> {
  const { trigger, config, selfLogin } = inputs;
  if (inputs.commentBody?.includes(SWEEP_MARKER)) return ignore("the comment is Sweep's own");
  if (trigger.kind === 'ci-failure') {
    const run = checkCiRun(trigger, inputs.repository ?? '', inputs.pull, selfLogin);
    return run.allowed ? checkCiStarters(trigger, inputs) : run;
  }
  const actor = trigger.actor;
  if (actor.login === selfLogin && isBot(actor)) return ignore('the event was caused by Sweep itself');
  if (isBot(actor)) {
    return allowedBot(config, actor.login) ? { allowed: true } : ignore(`bot ${actor.login} is not in allowed_bots`);
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
