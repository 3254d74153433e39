import React, {type ReactNode, useEffect, useId, useRef} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  visible: boolean;
  title: ReactNode;
  children: ReactNode;
  onCancel: () => void;
  onOk?: () => void;
  okText?: ReactNode;
  /** SPEC §4/§9 defaults: small, closable, mask click and Escape close, z-index 1000. */
  size?: 'small' | 'medium' | 'large';
  fullScreen?: boolean;
  confirmLoading?: boolean;
  closable?: boolean;
  maskClosable?: boolean;
  closeOnEsc?: boolean;
  zIndex?: number;
}

/** A modal dialog on native <dialog>: focus stays inside while open and returns to the opener on close. */
export default function UiDialog({
  visible,
  title,
  children,
  onCancel,
  onOk,
  okText,
  size = 'small',
  fullScreen = false,
  confirmLoading = false,
  closable = true,
  maskClosable = true,
  closeOnEsc = true,
  zIndex = 1000,
}: Props): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (visible && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!visible && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [visible]);

  return (
    // A click on the backdrop does what Escape does (the dialog's cancel event): no separate key handler is needed.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={confirmLoading || undefined}
      // z-index is computed from a prop; top-layer dialogs still honour it for stacking among siblings.
      style={{zIndex}}
      className={clsx('rb-dialog', styles.dialog, styles[size], fullScreen && styles.fullScreen)}
      onCancel={(event) => {
        event.preventDefault();
        if (closeOnEsc) onCancel();
      }}
      onClick={(event) => {
        if (maskClosable && event.target === ref.current) onCancel();
      }}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {/* A dialog title, not a page section: no anchor link. */}
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable && (
            <button
              type="button"
              className={styles.x}
              aria-label={translate({id: 'dialog.close', message: '关闭'})}
              onClick={onCancel}>
              ×
            </button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        <footer className={styles.footer}>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Translate id="dialog.cancel">取消</Translate>
          </button>
          {onOk && (
            <button type="button" className="button button--primary" onClick={onOk} disabled={confirmLoading}>
              {confirmLoading ? (
                <Translate id="dialog.loading">处理中…</Translate>
              ) : (
                (okText ?? <Translate id="dialog.ok">确定</Translate>)
              )}
            </button>
          )}
        </footer>
      </div>
    </dialog>
  );
}
