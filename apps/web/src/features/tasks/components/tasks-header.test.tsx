import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TasksHeader } from './tasks-header';

const DATE = '2026-11-24';

describe('TasksHeader streak', () => {
  it('when the streak is 4, then the header says "4-day streak"', () => {
    render(<TasksHeader date={DATE} streak={4} />);
    expect(screen.getByText('4-day streak')).toBeInTheDocument();
  });

  it('when the streak goes up while the screen is open, then the new number comes in as the old one leaves, and the text is only the new one', () => {
    const { rerender, container } = render(<TasksHeader date={DATE} streak={4} />);
    expect(container.querySelector('.number-in, .number-out')).toBeNull();
    rerender(<TasksHeader date={DATE} streak={5} />);
    expect(screen.getByText('5-day streak')).toBeInTheDocument();
    expect(container.querySelector('.number-in')).toHaveTextContent('5-day streak');
    const leaving = container.querySelector('.number-out');
    expect(leaving).toHaveAttribute('data-number', '4-day streak');
    expect(leaving).toHaveAttribute('aria-hidden', 'true');
    expect(leaving).toBeEmptyDOMElement();
  });

  it('when the streak goes down (a day missed, seen on return), then it simply shows the new number', () => {
    const { rerender, container } = render(<TasksHeader date={DATE} streak={4} />);
    rerender(<TasksHeader date={DATE} streak={2} />);
    expect(screen.getByText('2-day streak')).toBeInTheDocument();
    expect(container.querySelector('.number-out')).toBeNull();
  });

  it('when it is the first run, then the rule is said under "Start your journey!..."; after that it is not', () => {
    const { rerender } = render(<TasksHeader date={DATE} streak={0} firstRun />);
    expect(screen.getByText('Start your journey!...')).toBeInTheDocument();
    expect(screen.getByText('Complete every task on your list to start your streak.')).toBeInTheDocument();
    rerender(<TasksHeader date={DATE} streak={1} />);
    expect(screen.queryByText('Complete every task on your list to start your streak.')).not.toBeInTheDocument();
  });
});

describe('TasksHeader freezes and breaks', () => {
  it('when freezes are held, then the header shows "2 🧊" and says "2 freezes held" to screen readers; none held, nothing', () => {
    const { rerender } = render(<TasksHeader date={DATE} streak={9} freezes={2} />);
    const held = screen.getByText('2 freezes held').parentElement!;
    expect(held).toHaveTextContent('2 🧊');
    expect(held).toHaveAttribute('title', '2 freezes held');
    expect(screen.getByText('2 🧊')).toHaveAttribute('aria-hidden', 'true');
    rerender(<TasksHeader date={DATE} streak={9} freezes={1} />);
    expect(screen.getByText('1 freeze held')).toBeInTheDocument();
    rerender(<TasksHeader date={DATE} streak={9} freezes={0} />);
    expect(screen.queryByText(/freeze/)).not.toBeInTheDocument();
  });

  it('when a break runs, then it says until when, with the date written as elsewhere', () => {
    const { rerender } = render(<TasksHeader date={DATE} streak={9} breakUntil="2026-12-03" />);
    expect(screen.getByText('On a break until Dec 3')).toBeInTheDocument();
    rerender(<TasksHeader date={DATE} streak={9} breakUntil={null} />);
    expect(screen.queryByText(/On a break/)).not.toBeInTheDocument();
  });
});
