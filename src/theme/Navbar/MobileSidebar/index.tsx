// Wrapper: on a phone, the theme mounts the whole mobile menu (every navbar item) in the update that follows
// hydration, where the window size becomes known: a synchronous render, measured as one long task. The menu is
// off-screen until the toggle opens it, so it follows a deferred value instead, which React renders in the
// background in short slices. A tap that comes first mounts it at once.
import React, {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@site/internals/client/theme';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const render = useDeferredValue(shouldRender, false);
  return render || shown ? <MobileSidebar /> : null;
}
