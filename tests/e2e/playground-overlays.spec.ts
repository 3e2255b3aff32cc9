import { expect, test, type Locator } from './support/test';
import { axeViolations } from './support/axe';
import { watchPageErrors } from './support/pageErrors';
import { codeOf, livePlayground } from './support/playground';

// Overlays: `open` is a switch that starts off; the preview's button opens the overlay (and anchors it), and
// its own way of closing (Escape, the backdrop, a timeout) turns the switch off. Contained overlays open
// inside the preview, portalled into it, so the page around stays usable and in the page's theme.

const openSwitch = (playground: Locator) => playground.getByLabel('open', { exact: true });

/** Whether `inner` lies within `outer` (a pixel of rounding allowed). */
async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

test('Material UI Dialog: opens inside its preview, closes with Escape and the backdrop, and the switch follows', async ({ page }) => {
  const problems = watchPageErrors(page);
  await page.goto('/material-ui/react-dialog/');
  const playground = await livePlayground(page, 'Dialog');
  const preview = playground.locator('[data-playground-preview]');
  await expect(codeOf(playground)).toContainText('<Dialog\n  open={open}\n  onClose={() => setOpen(false)}\n  aria-labelledby="playground-dialog-title"\n>');
  await expect(openSwitch(playground)).not.toBeChecked();
  await expect(playground.getByRole('dialog')).toHaveCount(0);

  const trigger = playground.getByRole('button', { name: 'Open the Dialog' });
  await trigger.click();
  const dialog = playground.getByRole('dialog', { name: 'Keep this draft?' });
  await expect(dialog).toBeVisible();
  await expect(openSwitch(playground)).toBeChecked();
  // Inside the preview, not over the page: the page still scrolls, and the controls stay reachable.
  expect(await liesWithin(dialog, preview)).toBe(true);
  expect(await liesWithin(playground.locator('.MuiBackdrop-root'), preview)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await expect(dialog.locator('xpath=..')).toBeFocused();
  expect(await axeViolations(page, { include: '[data-playground="Dialog"]' })).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openSwitch(playground)).not.toBeChecked();
  await expect(playground.locator('[data-playground-announcement]')).toHaveText('open: off. The code shows 1 prop.');
  await expect(trigger).toBeFocused();

  // The switch opens it too, with the other props applied; a click on the backdrop closes it.
  await playground.getByLabel('fullWidth', { exact: true }).check();
  await openSwitch(playground).check();
  await expect(dialog).toBeVisible();
  await expect(codeOf(playground)).toContainText('fullWidth');
  const box = (await preview.boundingBox())!;
  await page.mouse.click(box.x + 6, box.y + 6);
  await expect(dialog).toBeHidden();
  await expect(openSwitch(playground)).not.toBeChecked();
  expect(problems).toEqual([]);
});

/** Overlay playgrounds: page, component, text it shows when open, and how it closes in the test. */
const OVERLAY_PLAYGROUNDS: ReadonlyArray<readonly [string, string, string, 'Escape' | 'trigger']> = [
  ['/material-ui/react-drawer/', 'Drawer', 'Starred', 'Escape'],
  ['/material-ui/react-modal/', 'Modal', 'Session ending', 'Escape'],
  ['/material-ui/react-popover/', 'Popover', 'Content anchored to the button.', 'Escape'],
  ['/material-ui/react-popper/', 'Popper', 'Placed next to the button.', 'trigger'],
  ['/material-ui/react-snackbar/', 'Snackbar', 'Draft archived', 'Escape'],
  ['/material-ui/react-backdrop/', 'Backdrop', '', 'trigger'],
  ['/joy-ui/react-modal/', 'Modal', 'Keep this draft?', 'Escape'],
  ['/joy-ui/react-drawer/', 'Drawer', 'Filters', 'Escape'],
  ['/joy-ui/react-snackbar/', 'Snackbar', 'Your message was sent.', 'Escape'],
  ['/base-ui/react-modal/', 'Modal', 'Session ending', 'Escape'],
  ['/base-ui/react-snackbar/', 'Snackbar', 'Your message was sent.', 'Escape'],
  ['/base-ui/react-popper/', 'Popper', 'Placed next to the button.', 'trigger'],
  ['/base-ui/react-popup/', 'Popup', 'Placed next to the button.', 'trigger'],
];

test('every overlay playground opens from its button, shows its content in place, and closes back to off', async ({ page }) => {
  test.setTimeout(OVERLAY_PLAYGROUNDS.length * 10_000);
  const problems = watchPageErrors(page);
  const violations: string[] = [];
  for (const [path, name, text, closing] of OVERLAY_PLAYGROUNDS) {
    await page.goto(path);
    const playground = await livePlayground(page, name);
    const preview = playground.locator('[data-playground-preview]');
    await playground.getByRole('button', { name: `Open the ${name}` }).click();
    await expect(openSwitch(playground), path).toBeChecked();
    // Now "Close the …" (and hidden from assistive technology while a modal overlay is open).
    const trigger = playground.locator('.playground-overlay-trigger');
    // A contained overlay is portalled into the preview; the others into the page's body.
    const contained = (await preview.getAttribute('data-overlay-contain')) !== null;
    const shown = text ? (contained ? preview : page.locator('body > .MuiPopover-root')).getByText(text, { exact: true }) : preview.locator('.MuiBackdrop-root .MuiCircularProgress-root');
    await expect(shown, path).toBeVisible();
    // Once its entering transition (a drawer's slide) has ended.
    if (contained) await expect.poll(() => liesWithin(shown, preview), { message: `${path}: inside the preview` }).toBe(true);
    else {
      // Anchored to the button, over the page: just below it.
      const [anchor, content] = [(await trigger.boundingBox())!, (await shown.boundingBox())!];
      expect(content.y, `${path}: below its anchor`).toBeGreaterThanOrEqual(anchor.y + anchor.height - 2);
    }
    violations.push(...(await axeViolations(page, { include: `[data-playground="${name}"]` })).map((violation) => `${path}: ${violation}`));
    if (closing === 'Escape') await page.keyboard.press('Escape');
    else await playground.getByRole('button', { name: `Close the ${name}` }).click({ force: name === 'Backdrop' });
    await expect(openSwitch(playground), path).not.toBeChecked();
    await expect(codeOf(playground), path).toContainText('open={open}');
  }
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});
