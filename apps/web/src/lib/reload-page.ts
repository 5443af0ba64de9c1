/** Loads the page again (its own module, so tests can stand in for a navigation jsdom cannot do). */
export function reloadPage(): void {
  window.location.reload();
}
