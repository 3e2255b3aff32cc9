import { forwardRef, type InputHTMLAttributes } from 'react';
import Input from '@mui/joy/Input';

type SlotInputProps = InputHTMLAttributes<HTMLInputElement> & { ownerState?: unknown };

/** The input slot's replacement: a real <input> that also selects its text when focused. */
const SelectOnFocusInput = forwardRef<HTMLInputElement, SlotInputProps>(function SelectOnFocusInput(props, ref) {
  // Joy gives a custom slot its owner state; it is not an attribute of the <input>.
  const { onFocus, ownerState: _ownerState, ...other } = props;
  return (
    <input
      ref={ref}
      {...other}
      onFocus={(event) => {
        event.currentTarget.select();
        onFocus?.(event);
      }}
    />
  );
});

export default function SlotsReplacement() {
  return (
    <Input
      defaultValue="https://example.com/invite/8F3K"
      slots={{ input: SelectOnFocusInput }}
      slotProps={{ input: { 'aria-label': 'Invite link', readOnly: true } }}
      sx={{ maxWidth: 340 }}
    />
  );
}
