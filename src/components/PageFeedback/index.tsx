// "Was this page helpful?" and "Report a problem" at the end of a doc, API or community page. Loaded only when the
// reader scrolls near it (src/theme/DocItem/Footer): nothing of it is in the first load. A vote is a same-origin
// beacon that nginx answers with 204 and logs without IP or cookie; no third-party service is involved.
import React, {type FormEvent, type ReactNode, useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {FEEDBACK_REASONS} from '@site/settings.mjs';
import {FORUM_URL} from '@site/src/data/links';
import {
  type FeedbackReason,
  NOTE_LIMIT,
  type PageContext,
  type Vote,
  newIssueBase,
  problemReportUrl,
  voteUrl,
} from '@site/src/utils/pageFeedback';
import styles from './styles.module.css';

export interface PageFeedbackProps extends PageContext {
  baseUrl: string;
  title: string;
  /** The page's edit link: its repository takes the problem reports. */
  editUrl?: string;
  /** The page's source file, named in a report. */
  source?: string;
}

type Step = 'ask' | 'why' | 'thanks';

const reasonLabel = (reason: FeedbackReason): string =>
  ({
    outdated: translate({id: 'feedback.reason.outdated', message: '内容已过时'}),
    'command-failed': translate({id: 'feedback.reason.commandFailed', message: '命令执行失败'}),
    'hard-to-follow': translate({id: 'feedback.reason.hardToFollow', message: '难以理解或步骤不清楚'}),
    translation: translate({id: 'feedback.reason.translation', message: '翻译有问题'}),
  })[reason];

function send(url: string): void {
  // sendBeacon survives the reader leaving the page; fetch with keepalive is the fallback.
  if (navigator.sendBeacon?.(url)) return;
  fetch(url, {method: 'POST', keepalive: true, credentials: 'omit'}).catch(() => undefined);
}

/** The heading of the part being read: the one above the selection, else the last one above the viewport's top third. */
function currentHeading(selection: Selection | null): string | undefined {
  const headings = Array.from(document.querySelectorAll<HTMLElement>('article .markdown h2, article .markdown h3'));
  const anchor = selection && !selection.isCollapsed ? selection.anchorNode : null;
  const above = anchor
    ? headings.filter((h) => h.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING)
    : headings.filter((h) => h.getBoundingClientRect().top < window.innerHeight / 3);
  // The heading's own text, without the "#" anchor link the theme adds.
  return (
    above
      .at(-1)
      ?.textContent?.replace(/\u200b|#$/g, '')
      .trim() || undefined
  );
}

export default function PageFeedback(props: PageFeedbackProps): ReactNode {
  const {baseUrl, title, editUrl, source, ...context} = props;
  const [step, setStep] = useState<Step>('ask');
  const [reason, setReason] = useState<FeedbackReason | undefined>();
  const [note, setNote] = useState('');
  const quoted = useRef<{text?: string; heading?: string}>({});
  const issueBase = newIssueBase(editUrl);
  const panel = useRef<HTMLDivElement>(null);
  // The buttons the reader pressed are gone: keyboard and screen-reader focus follows to what replaced them.
  useEffect(() => {
    if (step !== 'ask') panel.current?.querySelector<HTMLElement>('input, [role="status"]')?.focus();
  }, [step]);

  const vote = (v: Vote) => {
    send(voteUrl(baseUrl, v));
    setStep('thanks');
  };
  const submitWhy = (event: FormEvent) => {
    event.preventDefault();
    vote({...context, vote: 'no', reason, note});
  };
  const report = (heading?: string, selection?: string) =>
    issueBase
      ? problemReportUrl(issueBase, {...context, url: window.location.href, title, heading, selection, source})
      : undefined;
  // A click on the link would clear the reader's selection: read it (and the heading it sits under) on press.
  const remember = () => {
    const selection = window.getSelection();
    quoted.current = {text: selection?.toString() || undefined, heading: currentHeading(selection)};
  };

  return (
    <div className={styles.feedback} ref={panel} data-search-ignore>
      {step === 'ask' && (
        <div className={styles.ask} role="group" aria-labelledby="rb-feedback-question">
          <p id="rb-feedback-question" className={styles.question}>
            <Translate id="feedback.question">这篇文档对你有帮助吗？</Translate>
          </p>
          <button type="button" className={styles.choice} onClick={() => vote({...context, vote: 'yes'})}>
            <Translate id="feedback.yes">有帮助</Translate>
          </button>
          <button type="button" className={styles.choice} onClick={() => setStep('why')}>
            <Translate id="feedback.no">没有帮助</Translate>
          </button>
        </div>
      )}
      {step === 'why' && (
        <form className={styles.why} onSubmit={submitWhy}>
          <fieldset className={styles.reasons}>
            <legend className={styles.question}>
              <Translate id="feedback.whyQuestion">哪里出了问题？</Translate>
            </legend>
            {/* The Chinese pages are the source text: "translation problem" is a reason on English pages only. */}
            {FEEDBACK_REASONS.filter((id) => id !== 'translation' || context.locale !== 'zh').map((id) => (
              <label key={id} className={styles.reason}>
                <input
                  type="radio"
                  name="rb-feedback-reason"
                  value={id}
                  checked={reason === id}
                  onChange={() => setReason(id)}
                />
                {reasonLabel(id)}
              </label>
            ))}
          </fieldset>
          <label className={styles.noteLabel} htmlFor="rb-feedback-note">
            <Translate id="feedback.noteLabel">补充说明（选填）</Translate>
          </label>
          <textarea
            id="rb-feedback-note"
            className={styles.note}
            rows={3}
            maxLength={NOTE_LIMIT}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className={styles.privacy}>
            <Translate id="feedback.privacy">
              只记录页面、版本、语言和你的回答，不记录 IP 地址，也不使用 Cookie。
            </Translate>
          </p>
          <button type="submit" className="button button--primary button--sm">
            <Translate id="feedback.send">提交反馈</Translate>
          </button>
        </form>
      )}
      {step === 'thanks' && (
        <p className={styles.thanks} role="status" tabIndex={-1}>
          <Translate id="feedback.thanks">感谢你的反馈！</Translate>
        </p>
      )}
      <p className={styles.report}>
        {issueBase && (
          <Link
            href={report()}
            target="_blank"
            rel="noopener noreferrer"
            onMouseDown={remember}
            onKeyDown={remember}
            onClick={(event) => {
              event.currentTarget.href =
                report(quoted.current.heading, quoted.current.text) ?? event.currentTarget.href;
            }}>
            <Translate id="feedback.report">报告问题</Translate>
          </Link>
        )}{' '}
        <Translate
          id="feedback.withoutGithub"
          values={{
            forum: (
              <Link href={FORUM_URL}>
                <Translate id="feedback.forum">社区论坛</Translate>
              </Link>
            ),
            groups: (
              <Link to="/community/support">
                <Translate id="feedback.groups">微信或钉钉交流群</Translate>
              </Link>
            ),
          }}>
          {'没有 GitHub 账号？可以到{forum}提问，或加入{groups}。'}
        </Translate>
      </p>
    </div>
  );
}
