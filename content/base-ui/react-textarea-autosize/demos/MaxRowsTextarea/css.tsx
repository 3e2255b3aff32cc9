import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import styles from './css.module.css';

const REPLY =
  'Thanks for the quick review. I moved the date parsing into its own module, added tests for leap years and time zones, and renamed the helper so it says what it returns. Type a few more lines to see the field stop growing at five rows and scroll instead.';

export default function MaxRowsTextarea() {
  return <TextareaAutosize aria-label="Reply to review" minRows={2} maxRows={5} defaultValue={REPLY} className={styles.textarea} />;
}
