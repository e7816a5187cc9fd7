// How every script and the e2e journeys launch Debian's Chromium (or CHROME_PATH) with
// playwright-core: Playwright's own browser download does not work on these machines.
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};
