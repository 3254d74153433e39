import React, {type ReactNode, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import UiDialog from '@site/src/components/UiDialog';
import {CONTACT_URL, FORUM_URL, GITHUB_ISSUES_URL} from '@site/src/data/links';

/** A button that opens the ways to reach the Rainbond team in a dialog. */
export default function ContactDialog(): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        <Translate id="contact.open">联系我们</Translate>
      </button>
      <UiDialog
        visible={open}
        title={translate({id: 'contact.title', message: '联系 Rainbond 团队'})}
        onCancel={() => setOpen(false)}>
        <ul>
          <li>
            <Link href={CONTACT_URL}>
              <Translate id="contact.form">填写商务咨询表单</Translate>
            </Link>
            <Translate id="contact.form.note">：企业版、服务订阅和演示预约。</Translate>
          </li>
          <li>
            <Link href={GITHUB_ISSUES_URL}>GitHub Issues</Link>
            <Translate id="contact.issues.note">：报告问题或提出功能建议。</Translate>
          </li>
          <li>
            <Link href={FORUM_URL}>
              <Translate id="contact.forum">用户论坛</Translate>
            </Link>
            <Translate id="contact.forum.note">：和社区交流使用经验。</Translate>
          </li>
          <li>
            <Link to="/community/support">
              <Translate id="contact.support">社区支持</Translate>
            </Link>
            <Translate id="contact.support.note">：微信群、钉钉群等全部支持渠道。</Translate>
          </li>
        </ul>
      </UiDialog>
    </>
  );
}
