import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessagesProvider, useLingui } from './runtime';

/*
 * The app's provider of messages: a part arriving re-renders nothing (what is shown found its message already), a
 * language change and a message that was missing as it rendered re-render every message.
 */

let renders = 0;
function Greeting({ id }: { id: string }) {
  const { _ } = useLingui();
  renders++;
  return <p>{_(id)}</p>;
}

beforeEach(() => {
  renders = 0;
  i18n.load({ 'test-xa': { hello: 'Hello' }, 'test-xb': { hello: 'Hallo' } });
  i18n.activate('test-xa');
});
afterEach(() => i18n.activate('en'));

describe('MessagesProvider', () => {
  it('when a part of the shown language arrives, then nothing renders again', () => {
    render(<MessagesProvider><Greeting id="hello" /></MessagesProvider>);
    expect(renders).toBe(1);
    act(() => i18n.load('test-xa', { later: 'Later' }));
    expect(renders).toBe(1);
    // Anything rendered from now on finds the new messages.
    render(<MessagesProvider><Greeting id="later" /></MessagesProvider>);
    expect(screen.getByText('Later')).toBeInTheDocument();
  });

  it('when the language changes, then every message renders again in it', () => {
    render(<MessagesProvider><Greeting id="hello" /></MessagesProvider>);
    act(() => i18n.activate('test-xb'));
    expect(screen.getByText('Hallo')).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  it('when a message was missing as it rendered, then the next part to arrive renders it again, once', () => {
    render(<MessagesProvider><Greeting id="farewell" /></MessagesProvider>);
    expect(screen.getByText('farewell')).toBeInTheDocument();
    act(() => i18n.load('test-xa', { farewell: 'Goodbye' }));
    expect(screen.getByText('Goodbye')).toBeInTheDocument();
    act(() => i18n.load('test-xa', { other: 'Other' }));
    expect(renders).toBe(2);
  });
});
