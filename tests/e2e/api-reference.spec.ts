import { expect, test, type Page } from './support/test';
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
    // Three contexts and five page loads, the last a reload to see the first visit's pick.
    test.slow();
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
    // The first page shows the server's layout at once; the pick applies from the next page load on.
    await expect(visitor.locator('section[aria-labelledby="props"] [data-api-layout]')).toHaveAttribute('data-api-layout', 'expanded');
    await visitor.reload();
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

  test('the Data Grid API index lists every API page by group and leads to them', async ({ page }) => {
    await page.goto('/x/api/data-grid/');
    await expect(page.locator('h1')).toHaveText('Data Grid API reference');
    await expect(page.locator('.page-body h2')).toHaveText([/^Components/, /^Interfaces/]);
    const links = page.locator('.api-index-list > li > a');
    await expect(links).toHaveCount(22);
    await expect(page.locator('.api-index-list li', { hasText: 'DataGridPremium' })).toContainText('Premium plan');
    await expect(page.locator('.api-index-list li', { hasText: 'GridFilterModel' })).toContainText('Model describing the filters');
    await links.filter({ hasText: 'GridColDef' }).first().click();
    await expect(page).toHaveURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
    await expect(page.locator('h1')).toHaveText('GridColDef API');
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

/**
 * For every type of a section, the places where a rendered line ends between two characters of its text:
 * the character before each break, and whether a space sits at the break. Measured per character with
 * Range.getClientRects, as the browser laid the text out.
 */
async function typeLineBreaks(page: Page, section: string) {
  return page.locator(`section[aria-labelledby="${section}"] code.api-type`).evaluateAll((codes) =>
    codes.map((code) => {
      const chars: Array<{ c: string; top: number }> = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ c: node.data[i] ?? '', top: rect.top });
        }
      }
      const breaks: Array<{ before: string; spaced: boolean }> = [];
      let previous: { c: string; top: number } | null = null;
      let spaced = false;
      for (const char of chars) {
        if (/\s/.test(char.c)) {
          spaced = true;
          continue;
        }
        if (previous && char.top > previous.top + 4) breaks.push({ before: previous.c, spaced });
        previous = char;
        spaced = false;
      }
      return { type: code.textContent ?? '', breaks };
    }),
  );
}

test.describe('API types wrap between words only', () => {
  for (const width of [1440, 390]) {
    for (const layout of ['table', 'expanded'] as const) {
      test(`${layout} layout at ${width} px: no type breaks inside a word`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((chosen) => {
          localStorage.setItem('apiPage_default', chosen);
        }, layout);
        await page.goto('/material-ui/api/button/');
        await expect(page.locator('section[aria-labelledby="props"] [data-api-layout]')).toHaveAttribute('data-api-layout', layout);
        const types = await typeLineBreaks(page, 'props');
        expect(types.length).toBeGreaterThan(10);
        expect(types.some((entry) => entry.type.includes("'primary' | 'secondary'"))).toBe(true);
        const allowed = ['|', '&', ',', ';', '<', '(', '{', '>'];
        const split = types.flatMap(({ type, breaks }) => breaks.filter((entry) => !entry.spaced && !allowed.includes(entry.before)).map((entry) => `${type} (after ${entry.before})`));
        expect(split).toEqual([]);
        if (width === 390 && layout === 'expanded') {
          // The long union does wrap here, so the check above saw real line breaks.
          expect(types.some((entry) => entry.breaks.length > 0)).toBe(true);
          // And no type reaches past the screen's edge.
          const overflow = await page.locator('section[aria-labelledby="props"] code.api-type').evaluateAll((codes) => Math.max(...codes.map((code) => code.getBoundingClientRect().right)) - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        if (layout === 'table') {
          // A table wider than the column scrolls within its own region, which the keyboard reaches.
          const region = page.locator('section[aria-labelledby="props"] [role="region"]');
          await expect(region).toHaveAttribute('tabindex', '0');
          await expect(region).toHaveAttribute('aria-label', 'Props of Button');
          // The section itself does not overflow: the table scrolls inside its region.
          expect(await page.locator('section[aria-labelledby="props"]').evaluate((section) => section.scrollWidth - section.clientWidth)).toBeLessThanOrEqual(0);
        }
      });
    }
  }
});
