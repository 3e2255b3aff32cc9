import * as React from 'react';
import { Unstable_Popup as Popup, type PopupChildrenProps } from '@mui/base/Unstable_Popup';
import { flip, offset, shift } from '@floating-ui/react-dom';

// Away from the anchor, then to the other side when there is no room, then back inside the box.
const middleware = [offset(8), flip({ padding: 8 }), shift({ padding: 8 })];

export default function PopupMiddleware() {
  const [anchor, setAnchor] = React.useState<HTMLSpanElement | null>(null);

  return (
    <div
      className="relative box-border h-[200px] w-[320px] max-w-full overflow-y-auto rounded-xl border border-solid border-slate-200 px-4 pb-[120px] pt-4 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:border-slate-700 dark:text-slate-100"
      tabIndex={0}
      aria-label="Scrollable article"
    >
      <p className="mb-4 mt-0 text-sm leading-relaxed">
        Scroll this box up and down, and watch the note next to the highlighted word.
      </p>
      <p className="mb-4 mt-0 text-sm leading-relaxed">
        The note prefers to sit above the word. When the box has no room above it, it moves below, and it
        never crosses the box&apos;s sides.
      </p>
      <p className="mb-4 mt-0 text-sm leading-relaxed">
        <span className="rounded bg-yellow-200 px-1 font-bold text-slate-900" ref={setAnchor}>
          Sourdough
        </span>{' '}
        needs a starter: flour and water left to ferment for a few days.
      </p>
      <Popup
        className="z-[1] w-[240px] rounded-lg bg-blue-900 px-2.5 py-1.5 text-[13px] text-white dark:bg-blue-200 dark:text-slate-900"
        open
        anchor={anchor}
        placement="top"
        middleware={middleware}
        disablePortal
      >
        {({ placement }: PopupChildrenProps) => `Bread raised by a starter (placement: ${placement})`}
      </Popup>
      <p className="mb-4 mt-0 text-sm leading-relaxed">
        Feed the starter once a day, and it will be ready when it doubles within a few hours.
      </p>
      <p className="mb-4 mt-0 text-sm leading-relaxed">
        Bake it in a very hot oven, with steam for the first twenty minutes.
      </p>
    </div>
  );
}
