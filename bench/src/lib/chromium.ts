/** Debian's Chromium, which the browser benches drive (`CHROMIUM_PATH` to use another). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags every bench browser starts with. */
export const CHROMIUM_ARGS = [
  // Each browser context is a new desktop window, for which Chromium loads its own omnibox popup page
  // (chrome://omnibox-popup.top-chrome), about 0.5 to 0.9 s of CPU in a second renderer while the audited
  // page loads. A phone's browser does no such thing; on this bench's two cores it doubled the app's
  // measured task lengths.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  // Root cannot use Chromium's sandbox.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];
