import * as React from 'react';
import { Button } from '@mui/base/Button';
import styles from './css.module.css';

export default function LoadingButton() {
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState(0);

  const save = () => {
    setSaving(true);
    window.setTimeout(() => {
      setSaving(false);
      setSaved((count) => count + 1);
    }, 1500);
  };

  return (
    <div className={styles.stack}>
      <Button
        slotProps={{ root: { className: styles.button } }}
        disabled={saving}
        focusableWhenDisabled
        onClick={save}
        aria-busy={saving}
      >
        {saving ? 'Saving draft…' : 'Save draft'}
      </Button>
      <p className={styles.status} aria-live="polite">
        {saved === 0 ? 'No drafts saved yet.' : `Draft saved ${saved} time(s).`}
      </p>
    </div>
  );
}
