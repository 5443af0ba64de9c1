import type { Task } from '@dayleaf/contracts';
import { DAY_MARKER_NAME, NEW_TASK_EMOJI } from '@dayleaf/contracts/client';
import { describe, expect, it } from 'vitest';
import { draftsFromTasks, editDraft, firstDrafts, hasUnsaved, snapshotOf, withoutDraft, type TaskDraft } from './task-drafts';

const draft = (key: string, fields: Partial<TaskDraft> = {}): TaskDraft => ({ key, name: 'Read', emoji: '📚', completed: false, ...fields });
const task = (fields: Partial<Task>): Task => ({ id: 't1', user_id: 'u1', name: 'Read', emoji: '📚', date: '2026-11-24', completed: false, ...fields });

describe('firstDrafts', () => {
  it("when the day has tasks, then the list opens with them as rows, without the completion marker or the server's ids", () => {
    const initial = draftsFromTasks([task({ id: 't1', name: 'Read' }), task({ id: 't2', name: DAY_MARKER_NAME, completed: true })]);
    expect(initial).toEqual([expect.objectContaining({ id: 't1', name: 'Read' })]);
    expect(firstDrafts(initial)).toEqual([{ key: initial[0]!.key, name: 'Read', emoji: '📚', completed: false }]);
  });

  it('when the day has no task, then the list opens with one empty row', () => {
    expect(firstDrafts([])).toEqual([{ key: expect.any(String), name: '', emoji: NEW_TASK_EMOJI, completed: false }]);
  });
});

describe('editDraft', () => {
  it('when a row changes, then only that row takes the change', () => {
    const rows = [draft('a'), draft('b')];
    expect(editDraft(rows, 'b', { name: 'Run', completed: true })).toEqual([draft('a'), draft('b', { name: 'Run', completed: true })]);
    expect(rows[1]).toEqual(draft('b'));
  });
});

describe('withoutDraft', () => {
  it('when a row of several is removed, then the others stay in order', () => {
    expect(withoutDraft([draft('a'), draft('b'), draft('c')], 'b')).toEqual([draft('a'), draft('c')]);
  });

  it('when the last row is removed, then nothing changes: the last row stays', () => {
    expect(withoutDraft([draft('a')], 'a')).toBeNull();
  });
});

describe('hasUnsaved', () => {
  it('when every named row is as last saved, then nothing is unsaved, whatever spaces around a name or blank rows say', () => {
    const saved = new Map([['a', snapshotOf(draft('a'))]]);
    expect(hasUnsaved([draft('a', { name: ' Read ' }), draft('b', { name: '  ' })], saved)).toBe(false);
  });

  it('when a named row changed or was never saved, then something is unsaved', () => {
    const saved = new Map([['a', snapshotOf(draft('a'))]]);
    expect(hasUnsaved([draft('a', { completed: true })], saved)).toBe(true);
    expect(hasUnsaved([draft('a'), draft('b')], saved)).toBe(true);
  });
});
