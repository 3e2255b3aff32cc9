// Gives `theme.vars` its types: the docs theme is built with CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';
