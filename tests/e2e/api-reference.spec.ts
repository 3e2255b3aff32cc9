import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

test.describe('API reference pages', () => {
  test('a component page shows import, props with types and defaults, inheritance, ref, theme name, slots and classes', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/joy-ui/api/button/');
    await expect(page.locator('h1')).toHaveText('Button API');
    await expect(page.locator('#import + .MuiCode-root')).toContainText("import Button from '@mui/joy/Button';");
    const props = page.locator('section[aria-labelledby="props"]');
    await expect(props).toContainText('JoyButton');
    await expect(props.locator('[id="props-loading"]')).toContainText('bool');
    await expect(props.locator('[id="props-variant"]')).toContainText("'solid'");
    await expect(page.locator('section[aria-labelledby="slots"]')).toContainText('startDecorator');
    await expect(page.locator('section[aria-labelledby="classes"]')).toContainText('.MuiButton-root');
    await expect(page.locator('#table-of-contents')).toContainText('CSS classes');
    expect(problems).toEqual([]);

    await page.goto('/material-ui/api/button/');
    const materialProps = page.locator('section[aria-labelledby="props"]');
    await expect(materialProps.getByRole('link', { name: 'ButtonBase' })).toHaveAttribute('href', '/material-ui/api/button-base/');
    await expect(materialProps).toContainText('<button>');
    await expect(page.getByRole('link', { name: 'Button', exact: true }).last()).toHaveAttribute('href', '/material-ui/react-button/');
  });

  test('the server renders sections expanded; the layout switch persists per section', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/material-ui/api/slider/');
    await expect(staticPage.locator('section[aria-labelledby="props"] [data-api-layout]')).toHaveAttribute('data-api-layout', 'expanded');
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    // Each visitor starts from a random default (B9); fix it so the switches below change something.
    await page.addInitScript(() => localStorage.setItem('apiPage_default', 'expanded'));
    await page.goto('/material-ui/api/slider/');
    const props = page.locator('section[aria-labelledby="props"]');
    await expect(props.locator('[data-api-layout]')).toHaveAttribute('data-api-layout', 'expanded');
    await props.getByRole('button', { name: 'Table view' }).click();
    await expect(props.locator('[data-api-layout]')).toHaveAttribute('data-api-layout', 'table');
    await expect(props.locator('table')).toContainText('valueLabelDisplay');
    expect(await page.evaluate(() => localStorage.getItem('apiPage_props'))).toBe('table');
    const classes = page.locator('section[aria-labelledby="classes"]');
    await classes.getByRole('button', { name: 'Collapse list view' }).click();
    await expect(classes.locator('[data-api-layout]')).toHaveAttribute('data-api-layout', 'collapsed');
    expect(await page.evaluate(() => localStorage.getItem('apiPage_classes'))).toBe('collapsed');
    await page.reload();
    await expect(props.locator('[data-api-layout]')).toHaveAttribute('data-api-layout', 'table');
    await expect(classes.locator('[data-api-layout]')).toHaveAttribute('data-api-layout', 'collapsed');
    await context.close();

    const fresh = await browser.newContext();
    const visitor = await fresh.newPage();
    await visitor.goto('/material-ui/api/slider/');
    await visitor.waitForLoadState('networkidle');
    const picked = await visitor.evaluate(() => localStorage.getItem('apiPage_default'));
    expect(['collapsed', 'expanded', 'table']).toContain(picked);
    await expect(visitor.locator('section[aria-labelledby="props"] [data-api-layout]')).toHaveAttribute('data-api-layout', picked ?? '');
    await fresh.close();
  });

  test('crawlers always get the expanded layout', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('apiPage_props', 'table'));
    await page.goto('/material-ui/api/slider/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('section[aria-labelledby="props"] [data-api-layout]')).toHaveAttribute('data-api-layout', 'expanded');
    await context.close();
  });

  test('Base UI entries live at their anchors; hooks show parameters and return value', async ({ page }) => {
    await page.goto('/base-ui/react-menu/hooks-api/#use-menu-item');
    await expect(page.locator('#use-menu-item')).toHaveText('useMenuItem');
    await expect(page.locator('#use-menu-item')).toBeInViewport();
    await expect(page.locator('[id="use-menu-item-parameters"]')).toBeVisible();
    await expect(page.locator('[data-api-entry="useMenuItem"]')).toContainText('getRootProps');
    await page.goto('/base-ui/react-button/components-api/#button');
    await expect(page.locator('[data-api-entry="Button"]')).toContainText("import { Button } from '@mui/base/Button';");
  });

  test('Data Grid pages: components with their plan package, interfaces with methods', async ({ page }) => {
    await page.goto('/x/api/data-grid/grid-api/');
    await expect(page.locator('h1')).toHaveText('GridApi API');
    await expect(page.locator('[id="properties-setRows"]')).toContainText('=>');
    await page.goto('/experiments/docs/data-grid-premium/');
    await expect(page.locator('[data-api-entry="DataGridPremium"]')).toContainText("import { DataGridPremium } from '@mui/x-data-grid-premium';");
    await expect(page.locator('[id="props-rowGroupingModel"]')).toBeVisible();
    await expect(page.locator('#table-of-contents')).toContainText('Props');
  });

  test('a Data Grid page lists the grid\'s slots with their default components and its CSS classes, each at its anchor', async ({ page }) => {
    const problems = watchPageErrors(page);
    // Each visitor starts from a random layout (B9); the expanded one shows every row's details.
    await page.addInitScript(() => localStorage.setItem('apiPage_default', 'expanded'));
    await page.goto('/x/api/data-grid/data-grid-pro/');
    const toc = page.locator('#table-of-contents');
    await expect(toc.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute('href', '#slots');
    await expect(toc.getByRole('link', { name: 'CSS classes', exact: true })).toHaveAttribute('href', '#classes');
    const slots = page.locator('section[aria-labelledby="slots"]');
    await expect(slots.locator('[id="slots-headerFilterCell"]')).toContainText('GridHeaderFilterCell');
    await expect(slots.locator('[id="slots-columnMenu"]')).toContainText('GridProColumnMenu');
    await expect(slots.locator('[id="slots-baseCheckbox"]')).toContainText('Checkbox');
    const classes = page.locator('section[aria-labelledby="classes"]');
    await expect(classes.locator('[id="classes-cell--editing"]')).toContainText('.MuiDataGrid-cell--editing');
    await expect(classes.locator('[id="classes-root"]')).toContainText('Styles applied to the root element');
    expect(problems).toEqual([]);

    await page.goto('/x/api/data-grid/data-grid/#classes-columnHeader--sorted');
    await expect(page.locator('[id="classes-columnHeader--sorted"]')).toBeInViewport();
    await expect(page.locator('section[aria-labelledby="slots"] [id="slots-headerFilterCell"]')).toHaveCount(0);
    await page.goto('/x/api/data-grid/data-grid-premium/#slots-columnMenuAggregationIcon');
    await expect(page.locator('[id="slots-columnMenuAggregationIcon"]')).toBeInViewport();
    await expect(page.locator('[id="slots-columnMenuAggregationIcon"]')).toContainText('GridFunctionsIcon');
  });

  test('SwipeableDrawer shows its declared prop types, defaults and required props', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('apiPage_default', 'expanded'));
    await page.goto('/material-ui/api/swipeable-drawer/');
    const props = page.locator('section[aria-labelledby="props"]');
    await expect(props.locator('[id="props-onClose"]')).toContainText('React.ReactEventHandler<{}>');
    await expect(props.locator('[id="props-onClose"] abbr[title="required"]')).toHaveCount(1);
    await expect(props.locator('[id="props-onOpen"] abbr[title="required"]')).toHaveCount(1);
    await expect(props.locator('[id="props-swipeAreaWidth"]')).toContainText('number');
    await expect(props.locator('[id="props-swipeAreaWidth"]')).toContainText('20');
    await expect(props.locator('[id="props-disableSwipeToOpen"]')).toContainText('/iPad|iPhone|iPod/.test(navigator.userAgent)');
    await expect(props.locator('[id="props-swipeAreaWidth"] abbr[title="required"]')).toHaveCount(0);
    // No prop is left untyped: every row names a type.
    await expect(props).not.toContainText('Accepted at run time; the declarations give no type.');
  });
});
