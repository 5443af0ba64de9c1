import { describe, expect, it } from 'vitest';
import { notificationTarget, readPushMessage } from './push';

const data = (value: unknown) => ({ json: () => value });

describe('readPushMessage', () => {
  it('when the push carries the reminder JSON, then its four fields', () => {
    const message = { title: 'Your 3-day streak ends at midnight', body: '2 tasks to go', url: '/', tag: 'reminder' };
    expect(readPushMessage(data(message))).toEqual(message);
  });

  it('when the push is empty, not JSON, or misses a field, then nothing is shown and nothing throws', () => {
    const notJson = {
      json: () => {
        throw new SyntaxError('Unexpected token');
      },
    };
    for (const bad of [null, undefined, notJson, data(null), data('text'), data({ title: '', body: '', url: '/', tag: 't' }), data({ title: 'Hi', body: 'x', tag: 't' }), data({ title: 'Hi', body: 1, url: '/', tag: 't' })]) {
      expect(readPushMessage(bad)).toBeNull();
    }
  });
});

describe('notificationTarget', () => {
  const origin = 'https://dayleaf.example';
  it('when the url is a path of the app, then that page of this origin', () => {
    expect(notificationTarget('/challenges', origin)).toBe('https://dayleaf.example/challenges');
  });

  it('when the url is missing, not text, or of another origin, then the app start, never elsewhere', () => {
    for (const url of [undefined, '', 42, 'https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      expect(notificationTarget(url, origin), String(url)).toBe('https://dayleaf.example/');
    }
  });
});
