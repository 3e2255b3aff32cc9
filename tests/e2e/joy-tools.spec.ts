import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

// Each test walks through several edits; a loaded machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

// The Joy UI customization tools (src/joyThemeTools/): the theme builder edits tokens on a live preview and
// prints extendTheme code; the CSS-variables playground changes a component's variables and prints sx.

test.describe('Joy theme builder', () => {
  test('a palette colour and a radius change the preview and the printed code; reset restores both', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/joy-ui/customization/theme-builder/');
    const tool = page.locator('[data-tool="joy-theme-builder"]');
    const primaryButton = tool.getByTestId('preview-button-primary');
    const code = tool.getByTestId('joy-theme-builder-code');
    await expect(primaryButton).toHaveCSS('background-color', 'rgb(11, 107, 203)');
    await expect(code).not.toContainText('colorSchemes');

    await tool.getByRole('textbox', { name: 'primary 500', exact: true }).fill('#7C3AED');
    await expect(primaryButton).toHaveCSS('background-color', 'rgb(124, 58, 237)');
    await expect(code).toContainText("500: '#7C3AED'");
    await expect(code).toContainText('dark: {');
    // Other colours keep their defaults, in the preview and in the code.
    await expect(tool.getByTestId('preview-button-danger')).not.toHaveCSS('background-color', 'rgb(124, 58, 237)');
    await expect(code).not.toContainText('danger');

    const radiusBefore = await primaryButton.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    expect(radiusBefore).toBe('6px');
    const radiusSm = tool.getByRole('slider', { name: 'Radius sm' });
    await radiusSm.focus();
    for (let step = 0; step < 4; step += 1) await radiusSm.press('ArrowRight');
    await expect(primaryButton).toHaveCSS('border-top-left-radius', '10px');
    await expect(code).toContainText("sm: '10px'");

    await tool.getByRole('button', { name: 'Reset to the default theme' }).click();
    await expect(primaryButton).toHaveCSS('background-color', 'rgb(11, 107, 203)');
    await expect(primaryButton).toHaveCSS('border-top-left-radius', '6px');
    await expect(code).not.toContainText('radius');
    expect(errors).toEqual([]);
  });
});

test.describe('Joy CSS variables playground', () => {
  test('a slider sets the Button variable on the preview and prints it in sx', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/joy-ui/customization/using-css-variables/');
    const tool = page.locator('[data-tool="joy-css-variables"]');
    const previewButton = tool.getByTestId('joy-css-variables-preview').getByRole('button', { name: 'Save' });
    const code = tool.getByTestId('joy-css-variables-code');
    await expect(previewButton).toHaveCSS('border-top-left-radius', '6px');
    await expect(code).not.toContainText('sx=');

    const radius = tool.getByRole('slider', { name: /--Button-radius/ });
    await radius.focus();
    for (let step = 0; step < 6; step += 1) await radius.press('ArrowRight');
    await expect(previewButton).toHaveCSS('border-top-left-radius', '12px');
    await expect(code).toContainText("'--Button-radius': '12px'");

    await tool.getByRole('button', { name: 'Input' }).click();
    const input = tool.getByTestId('joy-css-variables-preview').locator('.MuiInput-root');
    const minHeight = tool.getByRole('slider', { name: /--Input-minHeight/ });
    await minHeight.focus();
    await minHeight.press('End');
    await expect(input).toHaveCSS('min-height', '64px');
    await expect(code).toContainText("'--Input-minHeight': '4rem'");
    expect(errors).toEqual([]);
  });
});

test.describe('Joy default theme viewer', () => {
  test('lists the package theme, searches it and switches schemes', async ({ page }) => {
    await page.goto('/joy-ui/customization/default-theme-viewer/');
    const tool = page.locator('[data-tool="joy-default-theme"]');
    await tool.getByLabel('Search tokens').fill('background body');
    const list = tool.getByTestId('joy-theme-viewer-list');
    await expect(tool.getByTestId('joy-theme-viewer-count')).toContainText(' of ');
    await expect(list).toContainText('palette.background.body');
    await expect(list).toContainText('--joy-palette-background-body');
    await expect(list).toContainText('#FFF');
    await tool.getByRole('button', { name: 'Dark' }).click();
    await expect(list).toContainText('#000');
    await tool.getByLabel('Search tokens').fill('no such token anywhere');
    await expect(tool).toContainText('No token matches this search.');
  });
});
