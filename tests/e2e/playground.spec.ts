import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { watchPageErrors } from './support/pageErrors';
import { codeOf, livePlayground } from './support/playground';
import { HYDRATED_ATTRIBUTE } from '../../src/site/hydratedMark';

// Props playgrounds (src/playground/): the server renders each at its final size with its first code; the
// controls, the component and its library's theme load when it comes near the viewport. Changing a
// control changes the real component in the preview and the code, which names only the props that differ
// from the component's defaults, and a short summary is announced politely.


test('Material UI Button: a select, a toggle group and a switch change the preview and the code', async ({ page }) => {
  await page.goto('/material-ui/react-button/');
  const playground = await livePlayground(page, 'Button');
  const button = playground.locator('[data-playground-preview] button.MuiButton-root');
  await expect(button).toHaveClass(/MuiButton-text/);
  await expect(codeOf(playground)).toHaveText("import Button from '@mui/material/Button';\n\n<Button>Button</Button>\n");

  // Every control is labelled with its prop's name.
  await expect(playground.getByRole('group', { name: 'variant' })).toBeVisible();
  await playground.getByLabel('color', { exact: true }).selectOption({ label: 'secondary' });
  await playground.getByRole('group', { name: 'variant' }).getByRole('button', { name: 'contained' }).click();
  await playground.getByLabel('disabled', { exact: true }).check();
  await expect(playground.getByRole('group', { name: 'variant' }).getByRole('button', { name: 'contained' })).toHaveAttribute('aria-pressed', 'true');
  await expect(playground.getByRole('group', { name: 'variant' }).getByRole('button', { name: 'text' })).toHaveAttribute('aria-pressed', 'false');
  await expect(playground.getByRole('switch', { name: 'disabled' })).toBeChecked();
  // The panel's buttons, toggles and switches are native elements: no ButtonBase or ripple of Material UI.
  expect(await playground.locator('[data-playground-controls] .MuiButtonBase-root, [data-playground-code] .MuiButtonBase-root').count()).toBe(0);

  await expect(button).toHaveClass(/MuiButton-containedSecondary/);
  await expect(button).toHaveClass(/Mui-disabled/);
  await expect(codeOf(playground)).toHaveText(
    "import Button from '@mui/material/Button';\n\n<Button variant=\"contained\" color=\"secondary\" disabled>Button</Button>\n",
  );
  const announcement = playground.locator('[data-playground-announcement]');
  await expect(announcement).toHaveAttribute('aria-live', 'polite');
  await expect(announcement).toHaveText('disabled: on. The code shows 3 props.');

  // Back to a default: the prop leaves the code.
  await playground.getByLabel('color', { exact: true }).selectOption({ label: 'primary' });
  await expect(codeOf(playground)).not.toContainText('color=');
  await playground.getByRole('button', { name: /Reset the Button playground/ }).click();
  await expect(codeOf(playground)).toHaveText("import Button from '@mui/material/Button';\n\n<Button>Button</Button>\n");
});

test('the server renders the whole playground: its preview, controls and first code, at its final size', async ({ browser, page }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
  const serverPage = await scriptless.newPage();
  await serverPage.goto('/material-ui/react-slider/');
  const server = serverPage.locator('[data-playground="Slider"]');
  await expect(server).toHaveAttribute('data-playground-state', 'server');
  await expect(server.locator('[data-playground-preview] .MuiSlider-root')).toBeVisible();
  await expect(server.getByLabel('valueLabelDisplay', { exact: true })).toBeVisible();
  const serverBox = await server.boundingBox();
  const serverCode = await server.locator('pre').textContent();
  await scriptless.close();

  await page.goto('/material-ui/react-slider/');
  const live = await livePlayground(page, 'Slider');
  const liveBox = await live.boundingBox();
  expect(Math.abs((liveBox?.height ?? 0) - (serverBox?.height ?? -100))).toBeLessThanOrEqual(1);
  expect(await codeOf(live).textContent()).toBe(serverCode);
  await expect(live.locator('[data-playground-preview] .MuiSlider-root')).toBeVisible();
});

test('a playground loads its code only when it nears the viewport (issue 24: nothing added to the first load)', async ({ page }) => {
  // Opened at its Accessibility section, the page's playground (near the top) is far above the viewport.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/material-ui/react-button/#accessibility');
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`);
  const playground = page.locator('[data-playground="Button"]');
  const box = await playground.boundingBox();
  expect(box!.y + box!.height).toBeLessThan(-300); // beyond the 300 px it looks ahead
  await page.waitForLoadState('networkidle');
  await expect(playground).toHaveAttribute('data-playground-state', 'server');
  // The reader acts, far from it: it stays as the server wrote it.
  await page.mouse.move(5, 5);
  await page.waitForTimeout(500);
  await expect(playground).toHaveAttribute('data-playground-state', 'server');
  const beforeScroll = scripts.length;

  await playground.scrollIntoViewIfNeeded();
  await expect(playground).toHaveAttribute('data-playground-state', 'live');
  // Coming alive fetched its entry (controls, component, preview theme): script that the first load lacked.
  expect(scripts.length).toBeGreaterThan(beforeScroll);
  await expect(playground.locator('[data-playground-preview] .MuiButton-root')).toBeVisible();
});

test('Joy UI, Base UI and MUI System playgrounds render their library’s component and code', async ({ page }) => {
  await page.goto('/experiments/docs/playground/');

  const joy = await livePlayground(page, 'Button');
  const joyButton = joy.locator('[data-playground-preview] button');
  await expect(joyButton).toHaveClass(/MuiButton-variantSolid/);
  await joy.getByLabel('color', { exact: true }).selectOption({ label: 'danger' });
  await joy.getByLabel('loading', { exact: true }).check();
  await expect(joyButton).toHaveClass(/MuiButton-colorDanger/);
  await expect(joyButton).toHaveClass(/MuiButton-loading/);
  await expect(codeOf(joy)).toContainText('<Button color="danger" loading>Joy button</Button>');
  await expect(codeOf(joy)).toContainText("import Button from '@mui/joy/Button';");

  const base = await livePlayground(page, 'Slider');
  const slider = base.locator('[data-playground-preview] .base-playground > span');
  await base.getByRole('group', { name: 'orientation' }).getByRole('button', { name: 'vertical' }).click();
  await base.getByLabel('disabled', { exact: true }).check();
  await expect(slider).toHaveClass(/vertical/);
  await expect(slider).toHaveClass(/disabled/);
  await expect(slider.locator('input')).toHaveAttribute('aria-orientation', 'vertical');
  await expect(codeOf(base)).toContainText("import { Slider } from '@mui/base/Slider';");
  await expect(codeOf(base)).toContainText('orientation="vertical"');
  await expect(codeOf(base)).toContainText('disabled');

  const system = await livePlayground(page, 'Stack');
  const stack = system.locator('[data-playground-preview] .playground-preview-root > div');
  await expect(stack).toHaveCSS('flex-direction', 'column');
  await system.getByRole('group', { name: 'direction' }).getByRole('button', { name: 'row', exact: true }).click();
  await system.getByLabel('useFlexGap', { exact: true }).check();
  await expect(stack).toHaveCSS('flex-direction', 'row');
  await expect(codeOf(system)).toContainText('<Stack direction="row" useFlexGap>');
  await expect(codeOf(system)).toContainText('<div>Item 1</div>');
});

test('Prism loads with the first change, not with the page, and leaves the page\'s code blocks as built (manual mode)', async ({ page }) => {
  await page.goto('/material-ui/react-button/');
  const playground = await livePlayground(page, 'Button');
  const prismLoaded = () => page.evaluate(() => typeof (window as { Prism?: { highlight?: unknown } }).Prism?.highlight === 'function');
  // The first code comes highlighted from the build: a live playground has not loaded Prism.
  await expect(codeOf(playground).locator('.token').first()).toBeVisible();
  expect(await prismLoaded()).toBe(false);
  // The first change brings it, and the new code is highlighted.
  await playground.getByLabel('disabled', { exact: true }).check();
  await expect(codeOf(playground)).toContainText('disabled');
  await expect.poll(prismLoaded).toBe(true);
  await expect(codeOf(playground).locator('.token.attr-name', { hasText: 'disabled' })).toBeVisible();
  // Prism's automatic pass would make every <pre> focusable, the aria-hidden one under the live editor too.
  expect(await page.locator('pre[aria-hidden="true"][tabindex]').count()).toBe(0);
  expect(await page.locator('[data-demo-code="BasicButtons"] pre').getAttribute('tabindex')).toBeNull();
});

test('components made of parts show their items: Tabs of Tab, toggle groups, lists and breadcrumbs', async ({ page }) => {
  const problems = watchPageErrors(page);
  await page.goto('/material-ui/react-tabs/');
  const tabs = await livePlayground(page, 'Tabs');
  const tabItems = tabs.locator('[data-playground-preview] [role="tab"]');
  await expect(tabItems).toHaveText(['Inbox', 'Drafts', 'Sent']);
  await expect(tabItems.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('group', { name: 'orientation' }).getByRole('button', { name: 'vertical' }).click();
  await expect(tabs.locator('[data-playground-preview] [role="tablist"]')).toHaveAttribute('aria-orientation', 'vertical');
  await expect(codeOf(tabs)).toContainText("import Tab from '@mui/material/Tab';");
  await expect(codeOf(tabs)).toContainText('<Tab label="Drafts" />');
  await expect(codeOf(tabs)).toContainText('orientation="vertical"');

  await page.goto('/material-ui/react-toggle-button/');
  const group = await livePlayground(page, 'ToggleButtonGroup');
  await expect(group.locator('[data-playground-preview] button[value="Left"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(group.locator('[data-playground-preview] button[value="Right"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(codeOf(group)).toContainText('<ToggleButton value="Center">Center</ToggleButton>');

  await page.goto('/joy-ui/react-list/');
  const list = await livePlayground(page, 'List');
  await expect(list.locator('[data-playground-preview] li')).toHaveText(['Inbox', 'Drafts', 'Sent']);
  await list.getByRole('group', { name: 'orientation' }).getByRole('button', { name: 'horizontal' }).click();
  await expect(list.locator('[data-playground-preview] ul')).toHaveCSS('flex-direction', 'row');
  await expect(codeOf(list)).toContainText('<ListItem>Drafts</ListItem>');

  for (const [path, name, items] of [
    ['/joy-ui/react-button-group/', 'ButtonGroup', ['Bold', 'Italic', 'Underline']],
    ['/joy-ui/react-toggle-button-group/', 'ToggleButtonGroup', ['Left', 'Center', 'Right']],
    ['/joy-ui/react-breadcrumbs/', 'Breadcrumbs', ['Home', 'Guides', 'Theming']],
  ] as const) {
    await page.goto(path);
    const playground = await livePlayground(page, name);
    const preview = playground.locator('[data-playground-preview]');
    for (const item of items) await expect(preview.getByText(item, { exact: true })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('form controls are named through their input, and selects offer their options', async ({ page }) => {
  const problems = watchPageErrors(page);
  const violations: string[] = [];
  const checkAxe = async (name: string) => violations.push(...(await axeViolations(page, { include: `[data-playground="${name}"]` })));

  await page.goto('/material-ui/react-checkbox/');
  const checkbox = await livePlayground(page, 'Checkbox');
  const input = checkbox.locator('[data-playground-preview]').getByRole('checkbox', { name: 'Sample checkbox' });
  await expect(input).toBeVisible();
  await checkbox.getByLabel('indeterminate', { exact: true }).check();
  await expect(input).toHaveAttribute('data-indeterminate', 'true');
  await expect(codeOf(checkbox)).toContainText("<Checkbox inputProps={{ 'aria-label': 'Sample checkbox' }} indeterminate />");
  await checkAxe('Checkbox');

  await page.goto('/joy-ui/react-switch/');
  const joySwitch = await livePlayground(page, 'Switch');
  await expect(joySwitch.locator('[data-playground-preview]').getByRole('checkbox', { name: 'Sample switch' })).toBeVisible();
  await joySwitch.getByLabel('color', { exact: true }).selectOption({ label: 'success' });
  await expect(joySwitch.locator('[data-playground-preview] .MuiSwitch-root')).toHaveClass(/MuiSwitch-colorSuccess/);
  await expect(codeOf(joySwitch)).toContainText("slotProps={{ input: { 'aria-label': 'Sample switch' } }}");
  await checkAxe('Switch');

  await page.goto('/joy-ui/react-select/');
  const joySelect = await livePlayground(page, 'Select');
  const combobox = joySelect.locator('[data-playground-preview]').getByRole('combobox', { name: 'Pet' });
  await expect(combobox).toHaveText('Dog');
  await checkAxe('Select');
  await combobox.click();
  await page.getByRole('option', { name: 'Cat' }).click();
  await expect(combobox).toHaveText('Cat');
  await expect(codeOf(joySelect)).toContainText('<Option value="Fish">Fish</Option>');

  for (const path of ['/material-ui/react-select/', '/base-ui/react-select/']) {
    await page.goto(path);
    const select = await livePlayground(page, 'Select');
    await expect(select.locator('[data-playground-preview]').getByRole('combobox', { name: 'Pet' })).toHaveText('Dog');
    await checkAxe('Select');
  }
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

test('the other playgrounds of form controls, groups and layouts come alive clean', async ({ page }) => {
  const problems = watchPageErrors(page);
  const violations: string[] = [];
  for (const [path, name] of [
    ['/material-ui/react-radio-button/', 'Radio'],
    ['/material-ui/react-switch/', 'Switch'],
    ['/material-ui/react-button-group/', 'ButtonGroup'],
    ['/material-ui/react-list/', 'List'],
    ['/material-ui/react-bottom-navigation/', 'BottomNavigation'],
    ['/joy-ui/react-stepper/', 'Stepper'],
    ['/base-ui/react-switch/', 'Switch'],
    ['/system/react-grid/', 'Grid'],
  ] as const) {
    await page.goto(path);
    const playground = await livePlayground(page, name);
    await expect(playground.locator('[data-playground-preview] *').first()).toBeVisible();
    violations.push(...(await axeViolations(page, { include: `[data-playground="${name}"]` })));
  }
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

/** How many stylesheet rules declare Joy's palette variables (each emission of Joy's theme adds its own). */
const joyVariableRules = (page: Page) =>
  page.evaluate(() => {
    let count = 0;
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of Array.from(rules)) if (rule.cssText.includes('--joy-palette-primary-solidBg:')) count += 1;
    }
    return count;
  });

test('on library pages, the playground uses the page’s theme: Joy’s variables are emitted once', async ({ page }) => {
  await page.goto('/joy-ui/react-chip/');
  const before = await joyVariableRules(page);
  expect(before).toBeGreaterThan(0);
  const joy = await livePlayground(page, 'Chip');
  const chip = joy.locator('[data-playground-preview] .MuiChip-root');
  await joy.getByLabel('color', { exact: true }).selectOption({ label: 'success' });
  await joy.getByLabel('disabled', { exact: true }).check();
  await expect(chip).toHaveClass(/MuiChip-colorSuccess/);
  await expect(chip).toHaveClass(/Mui-disabled/);
  await expect(codeOf(joy)).toContainText('<Chip color="success" disabled>Chip</Chip>');
  expect(await joyVariableRules(page)).toBe(before);

  await page.goto('/system/react-container/');
  const system = await livePlayground(page, 'Container');
  await system.getByLabel('maxWidth', { exact: true }).selectOption({ label: 'sm' });
  await system.getByLabel('disableGutters', { exact: true }).check();
  await expect(codeOf(system)).toContainText('<Container maxWidth="sm" disableGutters>');

  await page.goto('/base-ui/react-badge/');
  const base = await livePlayground(page, 'Badge');
  await base.getByLabel('showZero', { exact: true }).check();
  await expect(codeOf(base)).toContainText('showZero');
  await expect(base.locator('[data-playground-preview]')).toContainText('Inbox');
});

test('components with structured children render their sample markup, in every library, and keep it as controls change', async ({ page }) => {
  const problems = watchPageErrors(page);
  const violations: string[] = [];

  await page.goto('/joy-ui/react-tabs/');
  const joyTabs = await livePlayground(page, 'Tabs');
  const preview = joyTabs.locator('[data-playground-preview]');
  await expect(preview.getByRole('tab')).toHaveText(['Inbox', 'Drafts', 'Sent']);
  await expect(preview.getByRole('tabpanel')).toHaveText('Three unread messages.');
  await preview.getByRole('tab', { name: 'Drafts' }).click();
  await expect(preview.getByRole('tabpanel')).toHaveText('No drafts saved.');
  await joyTabs.getByRole('group', { name: 'orientation' }).getByRole('button', { name: 'vertical' }).click();
  await expect(preview.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await expect(codeOf(joyTabs)).toContainText("import TabPanel from '@mui/joy/TabPanel';");
  await expect(codeOf(joyTabs)).toContainText('<Tabs defaultValue={0} aria-label="Mail folders" orientation="vertical">\n  <TabList>\n    <Tab>Inbox</Tab>');
  violations.push(...(await axeViolations(page, { include: '[data-playground="Tabs"]' })));

  await page.goto('/material-ui/react-stepper/');
  const stepper = await livePlayground(page, 'Stepper');
  const steps = stepper.locator('[data-playground-preview] .MuiStepLabel-label');
  await expect(steps).toHaveText(['Cart', 'Shipping', 'Payment']);
  await expect(steps.nth(1)).toHaveClass(/Mui-active/);
  await stepper.getByLabel('alternativeLabel', { exact: true }).check();
  await expect(stepper.locator('[data-playground-preview] .MuiStepper-root')).toHaveClass(/MuiStepper-alternativeLabel/);
  await expect(codeOf(stepper)).toContainText('<Stepper activeStep={1} alternativeLabel>\n  <Step>\n    <StepLabel>Cart</StepLabel>');
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});

const MARKUP_PLAYGROUNDS = {
  'Joy UI': [
    ['/joy-ui/react-accordion/', 'AccordionGroup', 'Orders ship within two working days.'],
    ['/joy-ui/react-table/', 'Table', 'Neptune'],
    ['/joy-ui/react-text-field/', 'FormControl', 'We never share your address.'],
    ['/joy-ui/react-tooltip/', 'Tooltip', 'Hover or focus me'],
    ['/joy-ui/react-menu/', 'MenuList', 'Settings'],
    ['/joy-ui/react-autocomplete/', 'Autocomplete', ''],
    ['/joy-ui/react-grid/', 'Grid', 'xs=8'],
  ],
  'Material UI and Base UI': [
    ['/material-ui/react-accordion/', 'Accordion', 'Shipping'],
    ['/material-ui/react-table/', 'Table', 'Neptune'],
    ['/material-ui/react-grid/', 'Grid', 'xs=8'],
    ['/material-ui/react-timeline/', 'Timeline', 'Delivered'],
    ['/material-ui/react-image-list/', 'ImageList', 'Glacier'],
    ['/material-ui/react-masonry/', 'Masonry', '6'],
    ['/material-ui/react-tooltip/', 'Tooltip', 'Hover or focus me'],
    ['/material-ui/react-autocomplete/', 'Autocomplete', 'Pet'],
    ['/base-ui/react-tabs/', 'Tabs', 'Three unread messages.'],
    ['/base-ui/react-form-control/', 'FormControl', ''],
  ],
} as const;

for (const [libraries, playgrounds] of Object.entries(MARKUP_PLAYGROUNDS)) {
  test(`${libraries}: the other playgrounds with sample markup come alive clean`, async ({ page }) => {
    test.setTimeout(playgrounds.length * 10_000);
    const problems = watchPageErrors(page);
    const violations: string[] = [];
    for (const [path, name, text] of playgrounds) {
      await page.goto(path);
      const playground = await livePlayground(page, name);
      const shown = playground.locator('[data-playground-preview]');
      if (text) await expect(shown.getByText(text, { exact: true }).first(), `${path} ${name}`).toBeVisible();
      else await expect(shown.locator('input').first(), `${path} ${name}`).toBeVisible();
      violations.push(...(await axeViolations(page, { include: `[data-playground="${name}"]` })));
    }
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a preview whose content overflows becomes a named region reachable by keyboard, and stops being one when it fits', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/material-ui/react-masonry/');
  const playground = await livePlayground(page, 'Masonry');
  const preview = playground.locator('[data-playground-preview]');
  // Three columns of the six sample items fit the preview: no extra Tab stop.
  await expect(preview).not.toHaveAttribute('tabindex');
  // One column stacks them past the preview's height: it scrolls, so the keyboard must reach it.
  await playground.getByLabel('columns', { exact: true }).fill('1');
  await expect(preview).toHaveAttribute('tabindex', '0');
  await expect(preview).toHaveAttribute('role', 'region');
  await expect(preview).toHaveAccessibleName('Masonry preview');
  expect(await axeViolations(page, { include: '[data-playground-preview]' })).toEqual([]);
  await preview.focus();
  await page.keyboard.press('PageDown');
  await expect.poll(() => preview.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await playground.getByLabel('columns', { exact: true }).fill('3');
  await expect(preview).not.toHaveAttribute('tabindex');
});
