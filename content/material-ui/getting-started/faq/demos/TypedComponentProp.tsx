import type { ElementType } from 'react';
import NextLink from 'next/link';
import Button, { type ButtonProps } from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A wrapper that keeps Button's `component` prop and the props of the chosen
// element: with component={NextLink}, `href` is required and type-checked.
function ActionButton<C extends ElementType>(
  props: ButtonProps<C, { component?: C }>,
) {
  return <Button variant="contained" disableElevation {...props} />;
}

// styled() loses the overloads that give `component` its props;
// a cast to the original component's type brings them back.
const Eyebrow = styled(Typography)(({ theme }) => ({
  letterSpacing: 2,
  textTransform: 'uppercase',
  color: theme.palette.text.secondary,
})) as typeof Typography;

function Caption(props: TypographyProps<'label', { component: 'label' }>) {
  return <Typography variant="caption" {...props} />;
}

export default function TypedComponentProp() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Eyebrow component="h3" variant="overline">
        Typed component prop
      </Eyebrow>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <ActionButton component={NextLink} href="/material-ui/react-button/">
          Button page
        </ActionButton>
        <ActionButton component="a" href="#why-does-my-custom-component-break">
          Jump to the answer
        </ActionButton>
        <ActionButton onClick={() => undefined}>A plain button</ActionButton>
      </Stack>
      <Caption component="label" htmlFor="faq-typed-input">
        A Typography typed as a label, so htmlFor is allowed
      </Caption>
      <OutlinedInput id="faq-typed-input" size="small" />
    </Stack>
  );
}
