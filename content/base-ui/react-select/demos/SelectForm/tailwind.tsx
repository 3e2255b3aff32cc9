import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const triggerClasses =
  "flex min-w-[220px] cursor-pointer items-center justify-between gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 [font-family:inherit] after:text-slate-600 after:content-['▾'] hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 [&.Mui-expanded]:border-blue-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:after:text-slate-400 dark:hover:bg-slate-800";

const listboxSlotProps = {
  popper: { className: 'z-10', disablePortal: true },
  listbox: {
    className:
      'my-1 max-h-[280px] min-w-[220px] list-none overflow-auto rounded-xl border border-solid border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  },
};

const optionClasses =
  'cursor-pointer select-none rounded-lg px-3 py-2 hover:bg-slate-100 [&.MuiOption-highlighted]:bg-slate-100 aria-selected:bg-blue-50 aria-selected:font-semibold aria-selected:text-blue-800 dark:hover:bg-slate-800 dark:[&.MuiOption-highlighted]:bg-slate-800 dark:aria-selected:bg-blue-900 dark:aria-selected:text-blue-100';

interface Plan {
  id: string;
  name: string;
}

const plans: Plan[] = [
  { id: 'plan_basic', name: 'Basic' },
  { id: 'plan_team', name: 'Team' },
  { id: 'plan_enterprise', name: 'Enterprise' },
];

export default function SelectForm() {
  const planId = React.useId();
  const addOnsId = React.useId();
  const [submitted, setSubmitted] = React.useState('Nothing sent yet.');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = Array.from(new FormData(event.currentTarget).entries());
    setSubmitted(entries.map(([key, value]) => `${key} = ${String(value)}`).join('\n'));
  };

  return (
    <form className="flex flex-wrap items-end gap-x-4 gap-y-3" onSubmit={handleSubmit}>
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={planId} className="text-sm font-semibold">
          Plan (required)
        </label>
        <Select<Plan, false>
          id={planId}
          name="plan"
          required
          getSerializedValue={(option) => option?.value.id ?? ''}
          className={triggerClasses}
          placeholder={<span className="text-slate-600 dark:text-slate-400">Choose a plan…</span>}
          slotProps={listboxSlotProps}
        >
          {plans.map((plan) => (
            <Option key={plan.id} className={optionClasses} value={plan}>
              {plan.name}
            </Option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={addOnsId} className="text-sm font-semibold">
          Add-ons
        </label>
        <Select
          id={addOnsId}
          name="addOns"
          multiple
          defaultValue={['backups']}
          className={triggerClasses}
          placeholder={<span className="text-slate-600 dark:text-slate-400">None</span>}
          slotProps={listboxSlotProps}
        >
          <Option className={optionClasses} value="backups">
            Daily backups
          </Option>
          <Option className={optionClasses} value="sso">
            Single sign-on
          </Option>
          <Option className={optionClasses} value="audit">
            Audit log
          </Option>
        </Select>
      </div>
      <button
        type="submit"
        className="cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2 text-sm font-semibold text-white [font-family:inherit] hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
      >
        Subscribe
      </button>
      <pre className="m-0 w-full whitespace-pre-wrap font-mono text-[13px]" aria-live="polite">
        {submitted}
      </pre>
    </form>
  );
}
