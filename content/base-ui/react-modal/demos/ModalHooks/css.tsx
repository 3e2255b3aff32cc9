import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import styles from './css.module.css';

function CustomModal({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
}) {
  const { getRootProps, getBackdropProps, portalRef, isTopModal } = useModal({
    open,
    onClose,
    rootRef: null,
    children: null,
  });
  // `open` is for a backdrop component; a <div> has no use for it.
  const { open: _backdropOpen, ...backdropProps } = getBackdropProps();
  if (!open) return null;
  return (
    <Portal ref={portalRef}>
      <div className={styles.modal} {...getRootProps()}>
        <div className={styles.backdrop} {...backdropProps} />
        <FocusTrap open isEnabled={isTopModal}>
          <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
            {children}
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}

export default function ModalHooks() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <div>
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        About this workspace
      </button>
      <CustomModal open={open} onClose={() => setOpen(false)} labelledBy={titleId}>
        <h2 id={titleId} className={styles.title}>
          About this workspace
        </h2>
        <p className={styles.text}>
          This dialog is built from unstable_useModal, Portal and FocusTrap, without the Modal component.
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </CustomModal>
    </div>
  );
}
