import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize, type TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import styles from './css.module.css';

// Input passes its owner state to a slot that is a component; keep it off the <textarea>.
const AutosizeTextarea = React.forwardRef<HTMLTextAreaElement, TextareaAutosizeProps & { ownerState?: unknown }>(
  function AutosizeTextarea({ ownerState: _ownerState, ...props }, ref) {
    return <TextareaAutosize {...props} ref={ref} />;
  },
);

export default function InputMultiline() {
  return (
    <Input
      aria-label="Delivery instructions"
      placeholder="Leave the parcel with the neighbour at number 12…"
      multiline
      minRows={2}
      maxRows={6}
      slots={{ textarea: AutosizeTextarea }}
      className={styles.input}
    />
  );
}
