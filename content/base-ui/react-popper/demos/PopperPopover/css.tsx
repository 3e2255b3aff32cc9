import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import styles from './css.module.css';

const offset = [{ name: 'offset', options: { offset: [0, 6] } }];

export default function PopperPopover() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [workspace, setWorkspace] = React.useState('Design team');
  const panelId = React.useId();
  const titleId = React.useId();

  const choose = (name: string) => {
    setWorkspace(name);
    setOpen(false);
    anchor?.focus();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      anchor?.focus();
    }
  };

  return (
    <div className={styles.stage}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div className={styles.wrapper} onKeyDown={handleKeyDown}>
          <button
            className={styles.button}
            type="button"
            ref={setAnchor}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            Workspace: {workspace}
          </button>
          <Popper
            className={styles.panel}
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            open={open}
            anchorEl={anchor}
            placement="bottom-start"
            disablePortal
            keepMounted
            modifiers={offset}
          >
            <h3 className={styles.title} id={titleId}>
              Switch workspace
            </h3>
            <ul className={styles.list}>
              <li>
                <button className={styles.link} type="button" onClick={() => choose('Design team')}>
                  Design team
                </button>
              </li>
              <li>
                <button className={styles.link} type="button" onClick={() => choose('Marketing')}>
                  Marketing
                </button>
              </li>
            </ul>
          </Popper>
        </div>
      </ClickAwayListener>
    </div>
  );
}
