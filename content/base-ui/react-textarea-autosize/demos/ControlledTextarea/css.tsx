import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import styles from './css.module.css';

const LIMIT = 280;

export default function ControlledTextarea() {
  const [bio, setBio] = React.useState('Frontend engineer. I write about accessible forms and design systems.');
  const left = LIMIT - bio.length;

  return (
    <div className={styles.field}>
      <label htmlFor="profile-bio" className={styles.label}>
        Short bio
      </label>
      <TextareaAutosize
        id="profile-bio"
        aria-describedby="profile-bio-count"
        minRows={2}
        maxLength={LIMIT}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        className={styles.textarea}
      />
      <div className={styles.row}>
        <span id="profile-bio-count" className={styles.count}>
          {left} characters left
        </span>
        <button type="button" onClick={() => setBio('')} disabled={bio === ''} className={styles.clear}>
          Clear
        </button>
      </div>
    </div>
  );
}
