// First step of `npm test`: stops at once, in one line, when the browser the tests drive is missing,
// instead of failing after the builds.
import { missingChromiumMessage } from '../src/site/build/chromium';

const message = missingChromiumMessage();
if (message) {
  console.error(message);
  process.exit(1);
}
