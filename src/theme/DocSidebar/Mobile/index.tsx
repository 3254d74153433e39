// Wrapper: the docs sidebar of the mobile menu mounts in the synchronous update that follows hydration on a phone,
// and its first render sorts props with localeCompare, which loads ICU's collator (~6 ms, ~25 ms on a throttled
// phone). The menu is closed at that point, so the filler follows a deferred value: React renders it in the
// background, in a slice of its own (Navbar/MobileSidebar does the same for the menu itself).
import React, {useDeferredValue, type ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocSidebarMobileType>;

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const render = useDeferredValue(true, false);
  return render ? <DocSidebarMobile {...props} /> : null;
}
