import { yearRange } from '../year';

/** The year the year tests show: today is a Tuesday, and the year runs from Sunday 23 November 2025. */
export const TODAY = '2026-11-24';
export const RANGE = yearRange(TODAY);

/** A day's square (found by its date: a name query over 367 squares takes seconds on a busy machine). */
export const square = (date: string) => document.querySelector<HTMLElement>(`[role=gridcell][data-date="${date}"]`)!;
