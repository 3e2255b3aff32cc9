import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import styles from './css.module.css';

export default function BasicTextarea() {
  return <TextareaAutosize aria-label="Release notes" minRows={3} placeholder="What changed in this release?" className={styles.textarea} />;
}
