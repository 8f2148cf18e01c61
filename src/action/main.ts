/**
 * The Action's `run()`: reads settings and the event, then dispatches. The only place that calls
 * `core.setFailed`; every failure names the phase it happened in.
 */
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { LANGUAGE_IDS, loadLanguage } from '../code/languages.js';
import { describeTrigger, parseTrigger, type Trigger } from './events.js';
import { logSettings, readSettings, type InputReader, type Settings } from './inputs.js';

/** What `run()` takes from the runner; tests pass their own. */
export interface RunEnvironment {
  getInput: InputReader;
  eventName: string;
  /** Reads the event payload (the JSON file at GITHUB_EVENT_PATH). */
  readPayload: () => unknown;
  workspace: string;
}

export function runnerEnvironment(env: NodeJS.ProcessEnv = process.env): RunEnvironment {
  return {
    getInput: (name) => core.getInput(name),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    readPayload: () => {
      const path = env.GITHUB_EVENT_PATH;
      if (!path) throw new Error('GITHUB_EVENT_PATH is not set: Sweep must run inside a GitHub Actions workflow');
      try {
        return JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`Cannot read the event payload at ${path}: ${errorMessage(error)}`);
      }
    },
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
  };
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

async function selfCheck(): Promise<void> {
  await core.group('Self-check: parsers', async () => {
    for (const id of LANGUAGE_IDS) {
      await loadLanguage(id);
      core.info(`grammar ${id}: loaded`);
    }
  });
}

async function dispatch(trigger: Trigger, _settings: Settings, _env: RunEnvironment): Promise<void> {
  switch (trigger.kind) {
    case 'ignored':
      core.info(`Nothing to do: ${trigger.reason}.`);
      return;
    case 'self-check':
      await selfCheck();
      return;
    default:
      throw new Error(`the ${trigger.kind} flow is not part of this build`);
  }
}

export async function run(env: RunEnvironment = runnerEnvironment()): Promise<void> {
  let phase = 'reading inputs';
  try {
    const settings = readSettings(env.getInput);
    logSettings(settings);
    phase = 'reading the event';
    const trigger = parseTrigger(env.eventName, env.readPayload(), settings.label);
    core.info(`Trigger: ${describeTrigger(trigger)}`);
    phase = `handling the ${trigger.kind} trigger`;
    await dispatch(trigger, settings, env);
  } catch (error) {
    core.setFailed(`Sweep failed while ${phase}: ${errorMessage(error)}`);
  }
}
