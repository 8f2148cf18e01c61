import { describe, expect, it } from '@jest/globals';
import { NOT_REVIEWED, parseReview } from '../../src/agent/review.js';

describe('parseReview', () => {
  it('reads approvals and problems', () => {
    expect(parseReview('{"approved": true, "problems": []}')).toEqual({ approved: true, problems: [] });
    expect(parseReview('{"approved": true}')).toEqual({ approved: true, problems: [] });
    expect(parseReview('{"approved": false, "problems": [{"path": "a.py", "problem": "off by one"}, {"problem": ""}, null]}')).toEqual({
      approved: false,
      problems: [{ path: 'a.py', problem: 'off by one' }],
    });
    expect(parseReview('{"approved": true, "problems": [{"problem": "x"}]}').approved).toBe(false);
  });

  it('fails closed: a reply without a boolean verdict is unreadable, never an approval', () => {
    expect(() => parseReview('looks good')).toThrow('the reply is not a JSON object');
    expect(() => parseReview('{}')).toThrow('the reply must be one JSON object whose "approved" is true or false');
    expect(() => parseReview('{"problems": []}')).toThrow('"approved" is true or false');
    expect(() => parseReview('{"approved": "yes"}')).toThrow('"approved" is true or false');
    expect(() => parseReview('[true]')).toThrow('"approved" is true or false');
    expect(() => parseReview('null')).toThrow('"approved" is true or false');
    expect(() => parseReview('{"approved": true, "problems": "none"}')).toThrow('"problems" must be a list of {"path", "problem"} objects');
    expect(NOT_REVIEWED).toEqual({ approved: false, problems: [], unreadable: true });
  });
});
