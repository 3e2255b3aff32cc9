/**
 * Our minimal look for Base UI's unstyled components in the playground: enough to see each prop's effect,
 * nothing more. It targets the classes Base UI applies (`Mui*` in this version, `base-*` in others), and
 * reads the docs' palette variables, so it follows the colour mode.
 */
const c = (name: string) => `:is(.Mui${name}, .base-${name})`;
const state = (name: string) => `:is(.Mui-${name}, .base--${name})`;

export const BASE_PREVIEW_CSS = `
.base-playground { font-family: inherit; font-size: 0.875rem; color: var(--mui-palette-text-primary); }
.base-playground .playground-item { padding: 8px 12px; border: 1px solid var(--mui-palette-divider); border-radius: 6px; }
.base-playground ${c('Button-root')} { font: inherit; font-weight: 600; padding: 8px 16px; border-radius: 8px; border: 1px solid var(--mui-palette-primary-main); background: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); cursor: pointer; }
.base-playground ${c('Button-root')}:hover { background: var(--mui-palette-primary-dark); }
.base-playground ${c('Button-root')}${state('focusVisible')} { outline: 3px solid var(--mui-palette-primary-light); outline-offset: 2px; }
.base-playground ${c('Button-root')}${state('disabled')} { opacity: 0.45; cursor: not-allowed; }
.base-playground ${c('Switch-root')} { position: relative; display: inline-block; width: 40px; height: 24px; cursor: pointer; }
.base-playground ${c('Switch-track')} { position: absolute; inset: 0; border-radius: 12px; background: var(--mui-palette-action-disabled); }
.base-playground ${c('Switch-thumb')} { position: absolute; top: 4px; left: 4px; width: 16px; height: 16px; border-radius: 50%; background: #fff; transition: left 120ms; }
.base-playground ${c('Switch-root')}${state('checked')} ${c('Switch-track')} { background: var(--mui-palette-primary-main); }
.base-playground ${c('Switch-root')}${state('checked')} ${c('Switch-thumb')} { left: 20px; }
.base-playground ${c('Switch-root')}${state('disabled')} { opacity: 0.45; cursor: not-allowed; }
.base-playground ${c('Switch-input')} { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: inherit; }
.base-playground ${c('Badge-root')} { position: relative; display: inline-flex; padding: 8px 12px; border: 1px solid var(--mui-palette-divider); border-radius: 6px; }
.base-playground ${c('Badge-badge')} { position: absolute; top: 0; right: 0; transform: translate(50%, -50%); min-width: 20px; height: 20px; padding: 0 6px; border-radius: 10px; background: var(--mui-palette-primary-main); color: var(--mui-palette-primary-contrastText); font-size: 0.75rem; line-height: 20px; text-align: center; }
.base-playground :is(.MuiBadge-invisible, .base--invisible) { display: none; }
.base-playground ${c('Slider-root')} { position: relative; display: inline-block; width: 200px; height: 4px; padding: 12px 0; cursor: pointer; color: var(--mui-palette-primary-main); }
.base-playground ${c('Slider-root')}${state('vertical')}, .base-playground .MuiSlider-vertical { width: 4px; height: 160px; padding: 0 12px; }
.base-playground ${c('Slider-rail')} { position: absolute; width: 100%; height: 4px; border-radius: 2px; background: currentColor; opacity: 0.3; }
.base-playground ${c('Slider-track')} { position: absolute; height: 4px; border-radius: 2px; background: currentColor; }
.base-playground .MuiSlider-vertical ${c('Slider-rail')}, .base-playground .MuiSlider-vertical ${c('Slider-track')} { width: 4px; height: 100%; }
.base-playground .MuiSlider-vertical ${c('Slider-track')} { height: auto; }
.base-playground ${c('Slider-thumb')} { position: absolute; width: 16px; height: 16px; margin-left: -8px; margin-top: -6px; border-radius: 50%; background: currentColor; }
.base-playground .MuiSlider-vertical ${c('Slider-thumb')} { margin-left: -6px; margin-bottom: -8px; }
.base-playground ${c('Slider-mark')} { position: absolute; width: 2px; height: 8px; top: 10px; background: currentColor; }
.base-playground ${state('disabled')}${c('Slider-root')} { opacity: 0.45; cursor: not-allowed; }
.base-playground ${c('Input-root')} { display: inline-flex; border: 1px solid var(--mui-palette-divider); border-radius: 8px; background: var(--mui-palette-background-paper); }
.base-playground ${c('Input-input')}, .base-playground ${c('Input-root')} textarea { font: inherit; padding: 8px 12px; border: 0; background: transparent; color: inherit; outline: 0; }
.base-playground ${c('Input-root')}${state('focused')} { border-color: var(--mui-palette-primary-main); }
.base-playground ${c('Input-root')}${state('error')} { border-color: var(--mui-palette-error-main); }
.base-playground ${c('Input-root')}${state('disabled')} { opacity: 0.45; }
.base-playground ${c('Modal-root')} { position: fixed; inset: 0; z-index: 1; display: flex; align-items: center; justify-content: center; }
.base-playground ${c('Modal-backdrop')} { position: fixed; inset: 0; z-index: -1; background: rgb(0 0 0 / 0.5); }
.base-playground .playground-panel { max-width: 320px; padding: 20px 24px; border: 1px solid var(--mui-palette-divider); border-radius: 8px; background: var(--mui-palette-background-paper); color: var(--mui-palette-text-primary); box-shadow: 0 8px 24px rgb(0 0 0 / 0.2); outline: 0; }
.base-playground .playground-panel h2 { margin: 0 0 8px; font-size: 1.125rem; }
.base-playground .playground-panel p { margin: 0; }
.base-playground ${c('Snackbar-root')} { position: fixed; bottom: 16px; left: 16px; padding: 12px 16px; border-radius: 8px; background: var(--mui-palette-text-primary); color: var(--mui-palette-background-paper); box-shadow: 0 4px 12px rgb(0 0 0 / 0.2); }
.base-playground .playground-popup { padding: 8px 12px; margin: 4px; border: 1px solid var(--mui-palette-divider); border-radius: 6px; background: var(--mui-palette-background-paper); color: var(--mui-palette-text-primary); box-shadow: 0 4px 12px rgb(0 0 0 / 0.15); }
`;
