import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabPanel, useTabPanels } from './tab-panels';

function Screen() {
  const [tab, setTab] = useState<'one' | 'two'>('one');
  const panels = useTabPanels(tab);
  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
      <Tabs.List aria-label="Parts">
        <Tabs.Trigger value="one" {...panels.trigger('one')}>
          One
        </Tabs.Trigger>
        <Tabs.Trigger value="two" {...panels.trigger('two')}>
          Two
        </Tabs.Trigger>
      </Tabs.List>
      <TabPanel {...panels.panel('one')}>First body</TabPanel>
      <TabPanel {...panels.panel('two')}>Second body</TabPanel>
    </Tabs.Root>
  );
}

describe('TabPanel', () => {
  it('when a tab is chosen, then only its panel shows, named by its tab, and each tab names the panel it controls', async () => {
    render(<Screen />);
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('First body');
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Second body')).toBeNull();

    // Radix still moves the choice with the keyboard (its focus moves in a task of its own).
    one.focus();
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    const two = screen.getByRole('tab', { name: 'Two' });
    await waitFor(() => expect(two).toHaveAttribute('aria-selected', 'true'));
    expect(two).toHaveFocus();
    const second = screen.getByRole('tabpanel', { name: 'Two' });
    expect(second).toHaveTextContent('Second body');
    expect(two).toHaveAttribute('aria-controls', second.id);
    expect(screen.queryByText('First body')).toBeNull();
  });

  it('when the tabs mount or change, then no panel reads its computed style (a forced style pass in the first render)', () => {
    // The queries read styles themselves, so the watched part uses none.
    const styles = vi.spyOn(window, 'getComputedStyle');
    const { container } = render(<Screen />);
    fireEvent.mouseDown(container.querySelectorAll('[role="tab"]')[1]!);
    expect(styles).not.toHaveBeenCalled();
    styles.mockRestore();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second body');
  });
});
