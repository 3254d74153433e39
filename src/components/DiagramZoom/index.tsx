import React, {type ReactNode, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A rendered diagram (plugins/remark-mermaid-svg.mjs) that opens large: click the diagram, or focus its
 * "Enlarge" button and press Enter. The native <dialog> keeps focus inside, closes with Escape, and gives focus
 * back to the button. Only pages with diagrams import this component.
 */
export default function DiagramZoom({children}: {children: ReactNode}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const label = translate({id: 'diagram.enlarge', message: '放大图表'});

  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };
  const hide = () => {
    dialog.current?.close();
  };

  return (
    <div className={styles.zoom}>
      {/* The diagram itself is a mouse shortcut; the button below is the keyboard and screen-reader way in. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.target} onClick={show}>
        {children}
      </div>
      <button ref={button} type="button" className={styles.enlarge} onClick={show} aria-haspopup="dialog">
        {label}
      </button>
      {/* A click on the backdrop lands on the dialog itself and closes it, as Escape does. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className={`rb-dialog ${styles.dialog}`}
        aria-label={label}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) hide();
        }}>
        {open && <div className={styles.large}>{children}</div>}
        <button type="button" className={`button button--secondary button--sm ${styles.close}`} onClick={hide}>
          {translate({id: 'diagram.close', message: '关闭'})}
        </button>
      </dialog>
    </div>
  );
}
