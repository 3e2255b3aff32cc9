import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input as BaseInput } from '@mui/base/Input';
import { styled } from '@mui/system';

export default function BasicFormControl() {
  return (
    <FormControl defaultValue="" required>
      <Root>
        <Label htmlFor="newsletter-email">Email address</Label>
        <Input id="newsletter-email" type="email" placeholder="ada@example.com" aria-describedby="newsletter-email-help" />
        <HelperText id="newsletter-email-help" />
      </Root>
    </FormControl>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <StyledLabel htmlFor={htmlFor}>
      {children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </StyledLabel>
  );
}

function HelperText({ id }: { id: string }) {
  const formControl = useFormControlContext();
  const [touched, setTouched] = React.useState(false);
  const focused = formControl?.focused ?? false;

  React.useEffect(() => {
    if (focused) setTouched(true);
  }, [focused]);

  const missing = touched && !focused && formControl?.required && !formControl.filled;
  return (
    <Helper id={id} data-error={missing ? '' : undefined}>
      {missing ? 'Enter an email address to subscribe.' : 'One message a month, no more.'}
    </Helper>
  );
}

const Root = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  max-width: 320px;
`;

const StyledLabel = styled('label')`
  font-size: 14px;
  font-weight: 600;
`;

const Input = styled(BaseInput)`
  & .MuiInput-input {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    font-size: 14px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid #94a3b8;
    background-color: #fff;
    color: #0f172a;
  }

  & .MuiInput-input::placeholder {
    color: #64748b;
  }

  &.Mui-focused .MuiInput-input {
    outline: 2px solid #3b82f6;
    outline-offset: 0;
    border-color: #3b82f6;
  }

  [data-mui-color-scheme='dark'] & .MuiInput-input {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & .MuiInput-input::placeholder {
    color: #94a3b8;
  }
`;

const Helper = styled('p')`
  margin: 0;
  font-size: 13px;
  color: #475569;

  &[data-error] {
    color: #b91c1c;
  }

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }

  [data-mui-color-scheme='dark'] &[data-error] {
    color: #fca5a5;
  }
`;
