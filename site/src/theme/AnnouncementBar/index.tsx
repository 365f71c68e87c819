import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

// Why (ejected, it is short): the theme's bar is a second role="banner" beside
// the home page's header (axe landmark-no-duplicate-banner) and stays white in
// dark mode. Here it is a named complementary landmark with colours per mode.
export default function AnnouncementBar(): React.JSX.Element | null {
  const { isActive, close } = useAnnouncementBar();
  if (!isActive) return null;
  return (
    <aside
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      aria-label={translate({
        id: 'announcementBar.label',
        message: 'Announcement',
        description: 'Accessible name of the announcement bar',
      })}
    >
      <div className={styles.placeholder} />
      <AnnouncementBarContent className={styles.content} />
      <AnnouncementBarCloseButton onClick={close} className={styles.close} />
    </aside>
  );
}
