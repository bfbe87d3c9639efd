import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { MODAL_WIDTHS, type ModalSize } from './constants';

/**
 * The one dialog wrapper (spec 9): fixed widths from x-small 431 to large 1115/1280,
 * persistent (no close on an outside click), a Cancel button by default. Escape is Cancel's
 * keyboard twin (WAI-ARIA dialog pattern); focus stays inside while open and returns after.
 */
export function Modal(props: {
  isOpen: boolean;
  title: ReactNode;
  size?: ModalSize;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  cancelLabel?: string;
}) {
  const {
    isOpen,
    title,
    size = 'small',
    onClose,
    children,
    actions,
    cancelLabel = 'Cancel',
  } = props;
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      canOutsideClickClose={false}
      canEscapeKeyClose
      style={{ width: MODAL_WIDTHS[size], maxWidth: 'calc(100vw - 24px)' }}
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={cancelLabel} onClick={onClose} />
            {actions}
          </>
        }
      />
    </Dialog>
  );
}

/** Destructive actions are confirmed in a dialog that names the thing. */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  thing: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}) {
  return (
    <Modal
      isOpen={props.isOpen}
      title={props.title}
      size="x-small"
      onClose={props.onClose}
      actions={
        <Button
          intent="danger"
          text={props.confirmLabel}
          loading={props.loading}
          onClick={props.onConfirm}
        />
      }
    >
      <p>
        {props.title}: <strong>{props.thing}</strong>?
      </p>
    </Modal>
  );
}
