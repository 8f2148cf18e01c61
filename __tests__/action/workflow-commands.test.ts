import { describe, expect, it } from '@jest/globals';
import { withoutWorkflowCommands } from '../../src/action/workflow-commands.js';

describe('withoutWorkflowCommands', () => {
  it('breaks every line the runner would read as a workflow command, in either syntax', () => {
    expect(withoutWorkflowCommands('plan: modify a.py\n::set-output name=pr-url::https://evil.example\n  ::stop-commands::x\r::add-mask::y')).toBe(
      'plan: modify a.py\n:\u200b:set-output name=pr-url::https://evil.example\n  :\u200b:stop-commands::x\n:\u200b:add-mask::y',
    );
    expect(withoutWorkflowCommands('refused ##[set-output name=x;]y')).toBe('refused ##\u200b[set-output name=x;]y');
  });

  it('leaves other text as it is', () => {
    for (const text of ['plain line', 'a::b in the middle', 'std::vector<int>', '\r\n line\r\n', ': one colon, then text', '# heading [x]']) {
      expect(withoutWorkflowCommands(text)).toBe(text);
    }
  });
});
