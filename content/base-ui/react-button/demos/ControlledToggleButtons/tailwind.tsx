import * as React from 'react';
import { Button } from '@mui/base/Button';

const filters = ['Unread', 'Starred', 'Attachments'];

export default function ControlledToggleButtons() {
  const [active, setActive] = React.useState<string[]>(['Unread']);

  const toggle = (filter: string) =>
    setActive((current) =>
      current.includes(filter) ? current.filter((item) => item !== filter) : [...current, filter],
    );

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Message filters">
        {filters.map((filter) => (
          <Button
            key={filter}
            slotProps={{
              root: {
                className:
                  'cursor-pointer rounded-full border border-solid border-slate-400 bg-transparent px-3.5 py-1.5 [font-family:inherit] text-sm font-semibold leading-normal text-inherit aria-pressed:border-sky-700 aria-pressed:bg-sky-700 aria-pressed:text-white dark:border-slate-500 dark:aria-pressed:border-sky-400 dark:aria-pressed:bg-sky-400 dark:aria-pressed:text-slate-900 [&.Mui-focusVisible]:outline [&.Mui-focusVisible]:outline-[3px] [&.Mui-focusVisible]:outline-offset-2 [&.Mui-focusVisible]:outline-sky-300',
              },
            }}
            aria-pressed={active.includes(filter)}
            onClick={() => toggle(filter)}
          >
            {filter}
          </Button>
        ))}
      </div>
      <p className="m-0 text-sm">
        Showing: {active.length === 0 ? 'all messages' : active.join(', ')}
      </p>
    </div>
  );
}
