import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styles from './css.module.css';

export default function PopupPopover() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Budget 2024.xlsx');
  const [draft, setDraft] = React.useState(name);
  const popupId = React.useId();
  const titleId = React.useId();

  const show = () => {
    setDraft(name);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) anchor?.focus();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== '') setName(draft.trim());
    close(true);
  };

  return (
    <div className={styles.stage}>
      <ClickAwayListener onClickAway={() => open && close(false)}>
        <div className={styles.wrapper} onKeyDown={handleKeyDown}>
          <span className={styles.fileName}>{name}</span>
          <button
            className={styles.button}
            type="button"
            ref={setAnchor}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            onClick={() => (open ? close(false) : show())}
          >
            Rename
          </button>
          <Popup
            className={styles.panel}
            id={popupId}
            role="dialog"
            aria-labelledby={titleId}
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={6}
            disablePortal
          >
            <form onSubmit={handleSubmit}>
              <h3 className={styles.title} id={titleId}>
                Rename file
              </h3>
              <input
                className={styles.input}
                aria-label="File name"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                // The dialog opens with its field focused; Tab then continues to Save.
                autoFocus
              />
              <div className={styles.actions}>
                <button className={styles.button} type="button" onClick={() => close(true)}>
                  Cancel
                </button>
                <button className={`${styles.button} ${styles.primary}`} type="submit">
                  Save
                </button>
              </div>
            </form>
          </Popup>
        </div>
      </ClickAwayListener>
    </div>
  );
}
