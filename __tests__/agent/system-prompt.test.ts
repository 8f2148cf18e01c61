import { describe, expect, it } from '@jest/globals';
import { repositoryNotes, systemPrompt } from '../../src/agent/system-prompt.js';
import { renderPrompt } from '../../src/llm/prompts.js';

describe('systemPrompt', () => {
  it("is Sweep's own prompt when the configuration has no description or rules", () => {
    expect(systemPrompt()).toBe(renderPrompt('system'));
    expect(systemPrompt({ rules: [] })).toBe(renderPrompt('system'));
  });

  it("adds the repository's description and rules, cleaned of hidden characters", () => {
    const config = { description: ' A shop.\u200b ', rules: ['Use cents.', '  Every public function\n has a docstring. ', ' '] };
    expect(repositoryNotes(config)).toBe('A shop.\n\nRules for changes:\n- Use cents.\n- Every public function has a docstring.');
    expect(systemPrompt(config)).toBe(
      `${renderPrompt('system').trimEnd()}\n\nThis repository's maintainers describe it and set rules for every change in its Sweep configuration. Follow them in every answer:\n\nA shop.\n\nRules for changes:\n- Use cents.\n- Every public function has a docstring.\n`,
    );
  });
});
