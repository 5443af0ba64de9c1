import { describe, expect, it } from 'vitest';
import { taskLimit } from './task-rules';

describe('taskLimit', () => {
  it('when free, then 3; when premium, then 10', () => {
    expect(taskLimit(false)).toBe(3);
    expect(taskLimit(true)).toBe(10);
  });
});
