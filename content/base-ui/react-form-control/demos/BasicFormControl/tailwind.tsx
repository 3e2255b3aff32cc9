import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

export default function BasicFormControl() {
  return (
    <FormControl defaultValue="" required>
      <div className="flex w-full max-w-[320px] flex-col gap-1.5">
        <Label htmlFor="newsletter-email">Email address</Label>
        <Input
          id="newsletter-email"
          type="email"
          placeholder="ada@example.com"
          aria-describedby="newsletter-email-help"
          slotProps={{
            input: {
              className:
                'box-border w-full rounded-lg border border-solid border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 [font-family:inherit] placeholder:text-slate-500 focus:border-blue-500 focus:outline focus:outline-2 focus:outline-offset-0 focus:outline-blue-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400',
            },
          }}
        />
        <HelperText id="newsletter-email-help" />
      </div>
    </FormControl>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const formControl = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold">
      {children}
      {formControl?.required ? <span aria-hidden="true"> *</span> : null}
    </label>
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
    <p id={id} className={missing ? 'm-0 text-[13px] text-red-700 dark:text-red-300' : 'm-0 text-[13px] text-slate-600 dark:text-slate-300'}>
      {missing ? 'Enter an email address to subscribe.' : 'One message a month, no more.'}
    </p>
  );
}
