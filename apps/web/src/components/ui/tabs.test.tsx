import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabList, TabPanel, useTabs } from './tabs';

const parts = ['one', 'two', 'three'] as const;
type Part = (typeof parts)[number];

function Screen() {
  const [tab, setTab] = useState<Part>('one');
  const tabs = useTabs(tab, setTab, parts);
  return (
    <>
      <TabList label="Parts">
        <button {...tabs.tab('one')}>One</button>
        <button {...tabs.tab('two')}>Two</button>
        <button {...tabs.tab('three')}>Three</button>
      </TabList>
      <TabPanel {...tabs.panel('one')}>First body</TabPanel>
      <TabPanel {...tabs.panel('two')}>Second body</TabPanel>
      <TabPanel {...tabs.panel('three')}>Third body</TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('when a tab is chosen, then only its panel shows, named by its tab, and each tab names the panel it controls', async () => {
    render(<Screen />);
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('First body');
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Second body')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Two' }));
    const second = screen.getByRole('tabpanel', { name: 'Two' });
    expect(second).toHaveTextContent('Second body');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-controls', second.id);
    expect(screen.queryByText('First body')).toBeNull();
  });

  it('when the arrows, Home or End are pressed, then the choice and the focus move (wrapping), and only the chosen tab is tabbable', async () => {
    render(<Screen />);
    const [one, two, three] = ['One', 'Two', 'Three'].map((name) => screen.getByRole('tab', { name }));
    expect([one, two, three].map((t) => t!.tabIndex)).toEqual([0, -1, -1]);
    await userEvent.tab();
    expect(one).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(two).toHaveFocus();
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect([one, two, three].map((t) => t!.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{End}');
    expect(three).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(one).toHaveFocus();
    expect(one).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(three).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(one).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the chosen panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveFocus();
  });

  it('when the tabs mount or change, then no panel reads its computed style (a forced style pass in the first render)', () => {
    // The role queries read styles themselves, so the watched part finds the tab by its attribute.
    const styles = vi.spyOn(window, 'getComputedStyle');
    const { container } = render(<Screen />);
    fireEvent.click(container.querySelectorAll('[role="tab"]')[1]!);
    expect(styles).not.toHaveBeenCalled();
    styles.mockRestore();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second body');
  });
});
