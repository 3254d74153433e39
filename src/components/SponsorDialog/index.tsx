import React, {type ReactNode, useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {GITHUB_REPO_URL} from '@site/src/data/links';
import {SPONSOR_DIALOG_WIDTH_PX} from '@site/src/data/constants';
import {useSponsorTimer} from './useSponsorTimer';
import styles from './styles.module.css';

/**
 * SPEC §4: once per browser session, three minutes after the first page load, on any page but home,
 * a 600 px dialog asks visitors who like Rainbond for a GitHub star. Only its cancel button closes it:
 * no click outside, no Escape.
 */
export default function SponsorDialog(): ReactNode {
  const home = useBaseUrl('/');
  const {pathname} = useLocation();
  const {due, markShown} = useSponsorTimer(pathname === home);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const logo = useBaseUrl('/img/logo.svg');

  useEffect(() => {
    if (due && !open) {
      markShown();
      setOpen(true);
    }
  }, [due, open, markShown]);

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  if (!open) return null;
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };

  return (
    <dialog
      ref={dialog}
      className={`rb-dialog ${styles.dialog}`}
      // The width is the spec constant itself; the stylesheet only caps it at the screen.
      style={{'--sponsor-width': `${SPONSOR_DIALOG_WIDTH_PX}px`} as React.CSSProperties}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}>
      <div className={styles.header}>
        <img src={logo} alt="" width={32} height={32} />
        {/* A dialog title, not a page section: no anchor link. */}
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
        <h2 id={titleId} className={styles.title}>
          <Translate id="sponsor.title">支持 Rainbond</Translate>
        </h2>
      </div>
      <p>
        <Translate id="sponsor.body">
          如果你喜欢 Rainbond，请到 GitHub 给我们点一个 Star。你的支持是项目和社区持续前进的动力。
        </Translate>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={close}>
          <Translate id="sponsor.cancel">取消</Translate>
        </button>
        <Link href={GITHUB_REPO_URL} target="_blank" rel="noopener noreferrer" className="button button--primary">
          <Translate id="sponsor.star">去 GitHub 点 Star</Translate>
        </Link>
      </div>
    </dialog>
  );
}
