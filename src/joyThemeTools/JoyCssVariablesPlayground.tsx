import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import JoyButton from '@mui/joy/Button';
import JoyInput from '@mui/joy/Input';
import JoySheet from '@mui/joy/Sheet';
import { JoyDemoThemeProvider } from '../blocks/demo/JoyDemoThemeProvider';
import {
  PLAYGROUND_COMPONENTS,
  changedVariables,
  clampToControl,
  cssValue,
  defaultValues,
  playgroundComponent,
  sxCode,
  valueOf,
  type PlaygroundComponent,
  type VariableValues,
} from './cssVariablesModel';
import { GeneratedCode, ToolPanel } from './ToolParts';
import { MaterialDocsTheme } from '../theme/MaterialDocsTheme';

function Preview({ component, values }: { component: PlaygroundComponent; values: VariableValues }) {
  const sx = changedVariables(component, values);
  return (
    <JoyDemoThemeProvider>
      <JoySheet
        variant="outlined"
        data-testid="joy-css-variables-preview"
        sx={{ p: 3, borderRadius: 'sm', display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 120 }}
      >
        {component.name === 'Button' ? (
          <JoyButton startDecorator="+" sx={sx}>
            Save
          </JoyButton>
        ) : (
          <JoyInput
            startDecorator="@"
            placeholder="Email"
            slotProps={{ input: { 'aria-label': 'Preview input' } }}
            endDecorator={<JoyButton>Send</JoyButton>}
            sx={{ ...sx, width: '100%', maxWidth: 320 }}
          />
        )}
      </JoySheet>
    </JoyDemoThemeProvider>
  );
}

/**
 * Changes the CSS variables of a Joy Button or Input with sliders, shows the result live, and prints the
 * `sx` that reproduces it. The variables are the ones the components' source reads (see the model's test).
 */
function JoyCssVariablesPlaygroundContents() {
  const [componentName, setComponentName] = React.useState<PlaygroundComponent['name']>('Button');
  const component = playgroundComponent(componentName);
  const [values, setValues] = React.useState<Record<string, VariableValues>>(() =>
    Object.fromEntries(PLAYGROUND_COMPONENTS.map((item) => [item.name, defaultValues(item)])),
  );
  const current = values[component.name] ?? defaultValues(component);

  return (
    <ToolPanel aria-labelledby="joy-css-variables-title" data-tool="joy-css-variables">
      <Typography id="joy-css-variables-title" component="h3" variant="h6" sx={{ mb: 2 }}>
        CSS variables playground
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={component.name}
        aria-label="Component"
        onChange={(_event, value: PlaygroundComponent['name'] | null) => {
          if (value) setComponentName(value);
        }}
        sx={{ mb: 2 }}
      >
        {PLAYGROUND_COMPONENTS.map((item) => (
          <ToggleButton key={item.name} value={item.name}>
            {item.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          {component.controls.map((control) => (
            <div key={control.name}>
              <Typography variant="body2" id={`joy-var-${control.name}`}>
                <code>{control.name}</code>: {control.label} ({cssValue(control, valueOf(control, current))})
              </Typography>
              <Slider
                size="small"
                min={control.min}
                max={control.max}
                step={control.step}
                value={valueOf(control, current)}
                slotProps={{ input: { 'aria-labelledby': `joy-var-${control.name}` } }}
                onChange={(_event, value) =>
                  setValues((all) => ({
                    ...all,
                    [component.name]: { ...all[component.name], [control.name]: clampToControl(control, value as number) },
                  }))
                }
              />
            </div>
          ))}
          <div>
            <Button size="small" variant="outlined" onClick={() => setValues((all) => ({ ...all, [component.name]: defaultValues(component) }))}>
              Reset {component.name}
            </Button>
          </div>
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Preview component={component} values={current} />
          <GeneratedCode code={sxCode(component, current)} label="Code" testId="joy-css-variables-code" />
        </Stack>
      </Stack>
    </ToolPanel>
  );
}

/** In the docs' Material UI theme, which this page's tool brings with it. */
export default function JoyCssVariablesPlayground() {
  return (
    <MaterialDocsTheme>
      <JoyCssVariablesPlaygroundContents />
    </MaterialDocsTheme>
  );
}
